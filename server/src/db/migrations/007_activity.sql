-- The activity trail (docs/api.md#activity-trail): who changed which notification or banner, and
-- when, with the fields before and after; and every admin sign-in and sign-out. Written in the
-- same transaction as the change it records, so neither exists without the other.
--
-- The admin is kept by id and, as they were at the time, by email and name: an admin removed
-- since still has their entries, and an entry never changes (no foreign key, whose ON DELETE
-- would have to change it).
CREATE TABLE activity (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  admin_id integer NOT NULL,
  admin_email text,
  admin_name text,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'status', 'sign-in', 'sign-out')),
  entity text NOT NULL CHECK (entity IN ('notification', 'banner', 'session')),
  entity_id text,
  -- The item's title when the entry was written, so a deleted item is still named.
  summary text,
  -- The fields that changed: all of a created item's (after), all of a deleted one's (before).
  -- Images as their /media/ paths.
  before jsonb,
  after jsonb
);

CREATE INDEX activity_at_idx ON activity (at DESC, id DESC);
CREATE INDEX activity_item_idx ON activity (entity, entity_id, at DESC, id DESC);
CREATE INDEX activity_admin_idx ON activity (admin_id, at DESC, id DESC);
CREATE INDEX activity_action_idx ON activity (action, at DESC, id DESC);

-- Entries are never changed or removed, whatever the code above the database does.
CREATE FUNCTION activity_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity entries cannot be changed or removed';
END
$$;

CREATE TRIGGER activity_is_append_only
  BEFORE UPDATE OR DELETE ON activity
  FOR EACH ROW EXECUTE FUNCTION activity_is_append_only();

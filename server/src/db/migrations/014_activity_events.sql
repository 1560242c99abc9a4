-- The activity trail as a feed of changes (docs/api.md#live-changes): each entry is announced on
-- the channel 'activity', its id as the payload, when the transaction that wrote it commits. The
-- servers that LISTEN (server/src/events/) read the entries after the last one they know, and a
-- stream that reconnects reads those after the last one it got.
--
-- Reading "the entries after id N" misses none only if ids become visible in their order. An
-- identity is drawn when the row is made, not when it commits: two writers could commit 11 before
-- 10, and a reader in between would move past 10 for good. So a transaction that adds entries
-- first takes a lock held until it ends, before its ids are drawn (a statement trigger runs before
-- the statement makes any row): the next writer draws its ids after this one has committed. The
-- entry is the last statement of every change, so the lock is held for the commit only.
CREATE FUNCTION activity_in_commit_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Any constant, apart from the server's others (startupTurn.ts).
  PERFORM pg_advisory_xact_lock(4201738);
  RETURN NULL;
END
$$;

CREATE TRIGGER activity_in_commit_order
  BEFORE INSERT ON activity
  FOR EACH STATEMENT EXECUTE FUNCTION activity_in_commit_order();

CREATE FUNCTION activity_announced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('activity', NEW.id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER activity_announced
  AFTER INSERT ON activity
  FOR EACH ROW EXECUTE FUNCTION activity_announced();

-- A team's admin accounts (docs/api.md#admin-accounts): a Super Admin creates them with a
-- one-time password, which the new admin must replace at their first sign-in; Admin Management
-- lists them paged, searched and sorted, as User Management lists the shop's users.
--
-- must_set_password: true from creation or a password reset until the admin sets their own.
-- Existing admins chose theirs (or took ADMIN_PASSWORD), so they start false.
-- last_sign_in_at: when the admin last signed in; NULL for one who never has.
-- version: raised by one at each write an admin makes to the account (docs/api.md#versions);
-- a sign-in is not one, so that signing in never makes a colleague's edit stale.
ALTER TABLE admins
  ADD COLUMN must_set_password boolean NOT NULL DEFAULT false,
  ADD COLUMN last_sign_in_at timestamptz,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  -- What the list's search reads (repositories/pageSql.ts): name or email. A team has tens of
  -- accounts, read whole faster than through a trigram index.
  ADD COLUMN search text GENERATED ALWAYS AS (lower(name || E'\n' || email)) STORED;

-- Each page of the list is kept per version of the table, as the users' and orders' pages are.
CREATE TRIGGER admins_data_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admins
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();

-- The trail records the accounts' events too: created, changed, deleted, a password set by its
-- admin or reset by a Super Admin, and every other session ended.
ALTER TABLE activity
  DROP CONSTRAINT activity_action_check,
  ADD CONSTRAINT activity_action_check CHECK (action IN (
    'create', 'update', 'delete', 'status', 'sign-in', 'sign-out',
    'password-set', 'password-reset', 'sessions-ended'
  )),
  DROP CONSTRAINT activity_entity_check,
  ADD CONSTRAINT activity_entity_check CHECK (entity IN ('notification', 'banner', 'session', 'admin'));

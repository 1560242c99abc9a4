-- A retired administrator is retired: the start (db/seed.ts) makes the administrator ADMIN_EMAIL
-- names the start-up one, and disables a former start-up administrator that it no longer names.
--
-- startup_admin: made or taken over by a start, from ADMIN_EMAIL. An admin made otherwise (the
-- accounts of a team) is never disabled by a start.
-- disabled_at: when the admin was disabled; NULL for one that may sign in.
-- sessions_ended_at: when every token the admin had was ended (the admin guard refuses those
-- signed before it, as it does those signed before a password change), so that enabling an admin
-- again brings back none of the sessions that disabling it ended.

ALTER TABLE admins
  ADD COLUMN startup_admin boolean NOT NULL DEFAULT false,
  ADD COLUMN disabled_at timestamptz,
  ADD COLUMN sessions_ended_at timestamptz;

-- Until now a start was the only way an admin was made: every admin there is came from an
-- ADMIN_EMAIL, and the next start disables those that ADMIN_EMAIL no longer names.
UPDATE admins SET startup_admin = true;

-- When an administrator's password last changed: the admin guard refuses the tokens signed
-- before it, so a password changed because it leaked also ends the sessions opened with it.
-- NULL for a password never changed, so that upgrading signs no one out.

ALTER TABLE admins ADD COLUMN password_changed_at timestamptz;

-- A one-time password ends ONE_TIME_PASSWORD_HOURS after it was given (repositories/admins.ts,
-- docs/api.md#admin-accounts): signing in with it, or setting one's own with it, is then refused,
-- and a Super Admin's reset gives a new one.
--
-- one_time_password_given_at: when the account's one-time password was given (the account made,
-- or its password reset); read only while must_set_password is true.
ALTER TABLE admins ADD COLUMN one_time_password_given_at timestamptz;

-- The one-time passwords given before this migration get their whole time from it, rather than
-- ending at once under an administrator who had no warning.
UPDATE admins SET one_time_password_given_at = now() WHERE must_set_password;

ALTER TABLE admins
  ADD CONSTRAINT admins_one_time_password_given CHECK (
    NOT must_set_password OR one_time_password_given_at IS NOT NULL
  );

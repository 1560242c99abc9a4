-- Two-factor sign-in with an authenticator app (docs/api.md#two-factor-sign-in): an account's
-- TOTP secret (RFC 6238), the one it is setting up until a code proves it, the last time step a
-- code was used at (a code is taken once), and its one-time recovery codes, kept as hashes; and
-- since when a Super Admin requires it of every account (null: not required), the one row of
-- security_settings.
ALTER TABLE admins
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN totp_last_step bigint;

CREATE TABLE admin_recovery_codes (
  admin_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (admin_id, code_hash)
);

ALTER TABLE activity
  DROP CONSTRAINT activity_action_check,
  ADD CONSTRAINT activity_action_check CHECK (action IN (
    'create', 'update', 'delete', 'status', 'sign-in', 'sign-out',
    'password-set', 'password-reset', 'sessions-ended', 'void', 'two-factor-on',
    'two-factor-reset', 'two-factor-required'
  ));

CREATE TABLE security_settings (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  two_factor_required_at timestamptz
);
INSERT INTO security_settings DEFAULT VALUES;

-- The transaction that wrote each entry: the stream tells a run of one transaction's entries on
-- one entity with one action as one live change (docs/api.md#live-changes), where entries of
-- transactions that began in the same millisecond stay apart. Entries from before have none.
ALTER TABLE activity ADD COLUMN tx bigint;
ALTER TABLE activity ALTER COLUMN tx SET DEFAULT txid_current();

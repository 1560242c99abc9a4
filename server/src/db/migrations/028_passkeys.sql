-- Passkeys (WebAuthn, docs/api.md#passkeys): an account's passkeys, each a credential of the
-- server's relying party (its public origin's domain) with its public key (COSE), the counter its
-- authenticator last gave and the admin's own name for it; and the one-time challenges of the
-- browser's prompts, each taken once (DELETE ... RETURNING), so that no answer counts twice.
CREATE TABLE admin_passkeys (
  id serial PRIMARY KEY,
  admin_id integer NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX admin_passkeys_admin ON admin_passkeys (admin_id);

CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  admin_id integer REFERENCES admins (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);

ALTER TABLE activity
  DROP CONSTRAINT activity_action_check,
  ADD CONSTRAINT activity_action_check CHECK (action IN (
    'create', 'update', 'delete', 'status', 'sign-in', 'sign-out',
    'password-set', 'password-reset', 'sessions-ended', 'void', 'two-factor-on',
    'two-factor-reset', 'two-factor-required', 'passkey-added', 'passkey-removed'
  ));

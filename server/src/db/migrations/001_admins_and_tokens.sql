-- Administrators who sign in to the back-office, and sign-ins ended before their expiry.

CREATE TABLE admins (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('Admin', 'Super Admin')),
  -- scrypt$N$r$p$salt$hash (see server/src/auth/password.ts)
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Addresses are compared case-insensitively: Admin@Example.com and admin@example.com are one.
CREATE UNIQUE INDEX admins_email_key ON admins (lower(email));

-- A token id (jti) is kept only until the token would have expired anyway.
CREATE TABLE revoked_tokens (
  jti uuid PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE INDEX revoked_tokens_expires_at_idx ON revoked_tokens (expires_at);

-- Requests counted against a rate limit (the login's, per IP address), kept in the database
-- rather than in a server's memory: every server on the database counts the same attempts, so
-- adding a replica does not add attempts. A row is one key's current window; one whose window
-- has ended is reset by the key's next request, or deleted by any other's.

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits >= 1),
  window_ends timestamptz NOT NULL
);

CREATE INDEX rate_limits_window_ends_idx ON rate_limits (window_ends);

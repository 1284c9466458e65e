-- Up Migration

-- Everyone who has signed in to this deployment: the team.
CREATE TABLE users (
  email text PRIMARY KEY CHECK (email = lower(email)),
  name text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);

-- A signed-in browser. The cookie holds a random 256-bit id; only its SHA-256 is kept here, so
-- a copy of this table cannot be used to sign in. The vendor's token never leaves the server.
CREATE TABLE sessions (
  id_hash bytea PRIMARY KEY,
  user_email text NOT NULL REFERENCES users (email) ON DELETE CASCADE,
  vendor_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  idle_timeout_seconds integer NOT NULL CHECK (idle_timeout_seconds > 0),
  -- Never later than the vendor token's own expiry.
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_by_user ON sessions (user_email);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);

-- Sign-in attempts per client address and per account, in fixed windows, shared by every
-- instance of the server.
CREATE TABLE sign_in_attempts (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL
);

-- Down Migration
DROP TABLE sign_in_attempts;
DROP TABLE sessions;
DROP TABLE users;

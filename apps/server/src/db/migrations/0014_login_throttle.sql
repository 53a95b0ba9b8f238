-- Throttles that an attacker cannot turn against the account's owner (module: auth, README
-- "Login throttles"): failures are kept by login ID and address, so a lock applies to one
-- (account, address) pair and the address limit counts the accounts tried; browsers the owner
-- logged in from are remembered and pass the brakes.

DROP TABLE login_failures;
ALTER TABLE users DROP COLUMN failed_login_count, DROP COLUMN locked_until;

-- One wrong password or code. login_key is the login ID as typed, lower-cased, whether or not
-- such an account exists. Rows older than the longest window are pruned as new ones arrive.
CREATE TABLE login_failures (
  login_key text NOT NULL,
  ip inet NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_key_time ON login_failures (login_key, failed_at);
CREATE INDEX login_failures_ip_time ON login_failures (ip, failed_at);

-- Browsers that logged in to the account: the SHA-256 of the secret in their device cookie.
CREATE TABLE login_devices (
  token_hash bytea PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL
);
CREATE INDEX login_devices_user ON login_devices (user_id);

-- Attempts of other throttled actions (registration by address, wrong old passwords by account).
CREATE TABLE throttled_attempts (
  action text NOT NULL,
  subject text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX throttled_attempts_subject_time ON throttled_attempts (action, subject, at);

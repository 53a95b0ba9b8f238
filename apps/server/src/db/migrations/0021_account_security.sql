-- Account security (module: account): real name, fund password, the player's recovery codes
-- and security questions. The authenticator itself stays on users (totp_secret, totp_last_step):
-- login and every second-factor check spend the same time steps, so a code works once in all.

-- Set once by the player; after that only an administrator changes it (SPEC §5). Withdrawals
-- compare a bank card's holder name with it.
ALTER TABLE account_profiles ADD COLUMN real_name text;

-- The fund (withdraw) password: argon2id like the login password, kept apart from it.
CREATE TABLE fund_passwords (
  user_id integer PRIMARY KEY REFERENCES users (id),
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Ten codes shown once; only their SHA-256 is kept (80 random bits each, no slow hash needed).
CREATE TABLE player_recovery_codes (
  user_id integer NOT NULL REFERENCES users (id),
  code_hash bytea NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- Two or three questions from the fixed list (account/security-questions.ts); answers argon2id
-- of the trimmed, lower-cased text.
CREATE TABLE security_answers (
  user_id integer NOT NULL REFERENCES users (id),
  question_id smallint NOT NULL,
  answer_hash text NOT NULL,
  set_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, question_id)
);

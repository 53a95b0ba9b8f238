-- Accounts, sessions and the guards in front of them (module: auth).

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login_id text NOT NULL,
  role text NOT NULL CHECK (role IN ('player', 'agent', 'admin')),
  -- The agent this account was registered under (its upline); NULL for direct accounts.
  parent_id integer REFERENCES users (id),
  password_hash text NOT NULL,
  nick_name text NOT NULL,
  email text,
  qq text,
  wechat text,
  phone text,
  -- Player state bit flags (SPEC §6), see modules/auth/state-flags.ts.
  state_flags integer NOT NULL DEFAULT 0,
  totp_secret text,
  totp_pending_secret text,
  -- Last TOTP time step accepted, so a code cannot be used twice.
  totp_last_step bigint,
  failed_login_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_login_id_key ON users (lower(login_id));
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX users_parent_id_idx ON users (parent_id) WHERE parent_id IS NOT NULL;

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  login_type smallint NOT NULL,
  ip inet,
  user_agent text,
  created_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text CHECK (
    end_reason IN ('logout', 'blacklist', 'different_user', 'password_changed', 'forced_logout')
  ),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL))
);
CREATE INDEX sessions_open_by_user ON sessions (user_id) WHERE ended_at IS NULL;

-- Failed logins by address, for the per-address limit; old rows are pruned as new ones arrive.
CREATE TABLE login_failures (
  ip inet NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_ip_time ON login_failures (ip, failed_at);

-- Security-relevant changes, written in the same transaction as the change.
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_user_id integer REFERENCES users (id),
  subject_user_id integer REFERENCES users (id),
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_events_subject ON audit_events (subject_user_id, at);

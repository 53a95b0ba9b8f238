-- Administrators apart from players (module: admin): roles and their permissions, accounts with
-- a required second factor, their sessions, the append-only audit of every change they make, and
-- the maker-checker requests for money moved by hand.

-- Built-in roles keep their permissions in code (packages/contracts admin/permissions.ts), so a
-- permission added there reaches them without a migration: their `permissions` is NULL. Custom
-- roles, defined by an owner, keep theirs here.
CREATE TABLE admin_roles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  builtin boolean NOT NULL DEFAULT false,
  permissions text[],
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (builtin = (permissions IS NULL))
);
CREATE UNIQUE INDEX admin_roles_name_key ON admin_roles (lower(name));
INSERT INTO admin_roles (name, builtin)
VALUES ('owner', true), ('finance', true), ('risk', true), ('service', true),
       ('operations', true), ('readonly', true);

CREATE TABLE admins (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  login_id text NOT NULL,
  display_name text NOT NULL,
  role_id integer NOT NULL REFERENCES admin_roles (id),
  -- argon2id, as players' (modules/auth/password-hashing.ts).
  password_hash text NOT NULL,
  -- NULL until enrolled at first login; the pending secret waits for its first right code.
  totp_secret text,
  totp_pending_secret text,
  -- Last TOTP time step accepted, so a code is never accepted twice.
  totp_last_step bigint,
  -- Addresses the administrator may work from; empty: anywhere.
  allowed_networks cidr[] NOT NULL DEFAULT '{}',
  disabled boolean NOT NULL DEFAULT false,
  -- Wrong passwords or codes since the last good login (the throttle itself keeps its own rows
  -- by account and address, modules/auth/login-throttle.ts); shown to the owner.
  failed_login_count integer NOT NULL DEFAULT 0,
  last_failed_login_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX admins_login_id_key ON admins (lower(login_id));
CREATE INDEX admins_role ON admins (role_id);

-- Ten codes shown once; only their SHA-256 is kept (they are 80 random bits, no slow hash needed).
CREATE TABLE admin_recovery_codes (
  admin_id integer NOT NULL REFERENCES admins (id),
  code_hash bytea NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (admin_id, code_hash)
);

CREATE TABLE admin_sessions (
  id uuid PRIMARY KEY,
  admin_id integer NOT NULL REFERENCES admins (id),
  -- 'password': only the second-factor routes answer; 'verified': the console.
  stage text NOT NULL CHECK (stage IN ('password', 'verified')),
  ip inet,
  user_agent text,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text CHECK (
    end_reason IN ('logout', 'ended', 'disabled', 'second_factor_reset', 'role_changed')
  ),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL))
);
CREATE INDEX admin_sessions_open_by_admin ON admin_sessions (admin_id) WHERE ended_at IS NULL;
CREATE INDEX admin_sessions_by_admin ON admin_sessions (admin_id, created_at);

-- Every administrator change, written in the transaction of the change. The login ID and role
-- name are copied so a row still reads right after the account or role changes.
CREATE TABLE admin_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id integer NOT NULL REFERENCES admins (id),
  login_id text NOT NULL,
  role_name text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  ip inet,
  at timestamptz NOT NULL
);
CREATE INDEX admin_audit_by_admin ON admin_audit (admin_id, id);
CREATE INDEX admin_audit_by_action ON admin_audit (action, id);
CREATE INDEX admin_audit_by_target ON admin_audit (target_type, target_id, id);
CREATE INDEX admin_audit_by_time ON admin_audit (at, id);

-- Append-only like the ledger (0008): the audit is evidence, so the database itself refuses
-- to change or remove it, whatever the application does.
CREATE FUNCTION admin_audit_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the administrator audit is append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER admin_audit_immutable BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_immutable();
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_immutable();

-- Money an administrator moves by hand: one administrator asks (maker), another decides
-- (checker). The state guard (pending → approved | rejected) and the row lock make a request
-- pay once however many approvals race.
CREATE TABLE balance_adjustments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- Signed thousandths: positive credits the player, negative debits.
  amount bigint NOT NULL CHECK (amount <> 0),
  cash_flow_type integer NOT NULL,
  reason text NOT NULL,
  maker_admin_id integer NOT NULL REFERENCES admins (id),
  idempotency_key text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  checker_admin_id integer REFERENCES admins (id),
  decision_note text,
  decided_at timestamptz,
  ledger_transaction_id bigint,
  created_at timestamptz NOT NULL,
  UNIQUE (maker_admin_id, idempotency_key),
  CHECK (checker_admin_id IS NULL OR checker_admin_id <> maker_admin_id),
  CHECK ((state = 'pending') = (decided_at IS NULL))
);
CREATE INDEX balance_adjustments_pending ON balance_adjustments (created_at) WHERE state = 'pending';
CREATE INDEX balance_adjustments_by_user ON balance_adjustments (user_id, id);

-- Results entered and odds set by hand now name an administrator, not a player account. Rows
-- written before keep their old user ids (NOT VALID: not re-checked), new rows must name an
-- administrator.
ALTER TABLE lottery_result_reports DROP CONSTRAINT lottery_result_reports_reported_by_fkey,
  ADD CONSTRAINT lottery_result_reports_reported_by_admin
    FOREIGN KEY (reported_by) REFERENCES admins (id) NOT VALID;
ALTER TABLE lottery_two_sided_odds DROP CONSTRAINT lottery_two_sided_odds_set_by_fkey,
  ADD CONSTRAINT lottery_two_sided_odds_set_by_admin
    FOREIGN KEY (set_by) REFERENCES admins (id) NOT VALID;

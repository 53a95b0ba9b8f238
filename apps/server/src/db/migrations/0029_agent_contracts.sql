-- Contracts and daily pay (module: agent/contracts, agent/daily-pay; issue #21). Amounts are
-- thousandths (BIGINT), times epoch ms (BIGINT), rates whole basis points (10000 = 100 %), site
-- days integers (days since 1970-01-01 in site time, UTC+8) like report_player_days.

-- Contract templates the back office defines (section agent-contracts, agents.configure); an
-- agent may start an offer from one. Tiers as in agent_contract_tiers, as a JSON array of
-- {minTeamLoss, minTurnover, rateBp}: a template is only ever copied, never computed on.
CREATE TABLE agent_contract_templates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  -- contractTypes: 1 lottery, 2 external game, 3 sport.
  contract_type smallint NOT NULL CHECK (contract_type IN (1, 2, 3)),
  -- dividendPeriodKinds: 1 half month, 2 month.
  period_kind smallint NOT NULL CHECK (period_kind IN (1, 2)),
  tiers jsonb NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

-- A contract (dividend agreement) an agent offers a direct member (SPEC §4 states: 1 waiting
-- confirmation, 2 signed, 3 rejected; "none" is the absence of a row). Rows are never rewritten
-- but for their decision: a new offer supersedes the open offer it replaces, and a signature
-- supersedes the contract signed before, so the history is every row of a member and type.
-- The contract in force is the signed, unsuperseded row (at most one per agent, member and type).
CREATE TABLE agent_contracts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES users (id),
  member_id integer NOT NULL REFERENCES users (id),
  contract_type smallint NOT NULL CHECK (contract_type IN (1, 2, 3)),
  period_kind smallint NOT NULL CHECK (period_kind IN (1, 2)),
  state smallint NOT NULL CHECK (state IN (1, 2, 3)),
  template_id integer REFERENCES agent_contract_templates (id),
  offered_at bigint NOT NULL,
  -- When the member signed or rejected it.
  decided_at bigint,
  -- When a later offer (open offers) or signature (signed contracts) replaced it, and by which.
  superseded_at bigint,
  superseded_by integer REFERENCES agent_contracts (id),
  CHECK ((state = 1) = (decided_at IS NULL)),
  CHECK ((superseded_at IS NULL) = (superseded_by IS NULL)),
  CHECK (agent_id <> member_id)
);
-- At most one open offer and one contract in force per agent, member and type: two offers or
-- signatures racing each other cannot both stand.
CREATE UNIQUE INDEX agent_contracts_open_offer
  ON agent_contracts (agent_id, member_id, contract_type) WHERE state = 1 AND superseded_at IS NULL;
CREATE UNIQUE INDEX agent_contracts_in_force
  ON agent_contracts (agent_id, member_id, contract_type) WHERE state = 2 AND superseded_at IS NULL;
CREATE INDEX agent_contracts_member ON agent_contracts (member_id, contract_type, id DESC);
CREATE INDEX agent_contracts_agent ON agent_contracts (agent_id, id DESC);

-- The terms of a contract: the dividend rate of each tier, reached when the team's loss and
-- turnover over the period are both at least the tier's thresholds; the highest rate reached
-- applies (modules/agent/contracts/contract-terms.ts).
CREATE TABLE agent_contract_tiers (
  contract_id integer NOT NULL REFERENCES agent_contracts (id),
  tier smallint NOT NULL CHECK (tier >= 1),
  min_team_loss bigint NOT NULL CHECK (min_team_loss >= 0),
  min_turnover bigint NOT NULL CHECK (min_turnover >= 0),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  PRIMARY KEY (contract_id, tier)
);

-- Daily pay rates an agent set for a direct member, one row per member and type (dailyPayTypes
-- 1-7); the current rate. Every change is kept in daily_pay_rate_changes.
CREATE TABLE daily_pay_rates (
  member_id integer NOT NULL REFERENCES users (id),
  pay_type smallint NOT NULL CHECK (pay_type BETWEEN 1 AND 7),
  agent_id integer NOT NULL REFERENCES users (id),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  updated_at bigint NOT NULL,
  PRIMARY KEY (member_id, pay_type)
);
CREATE INDEX daily_pay_rates_agent ON daily_pay_rates (agent_id, member_id);

CREATE TABLE daily_pay_rate_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES users (id),
  pay_type smallint NOT NULL CHECK (pay_type BETWEEN 1 AND 7),
  agent_id integer NOT NULL REFERENCES users (id),
  old_rate_bp integer,
  new_rate_bp integer NOT NULL,
  changed_at bigint NOT NULL
);
CREATE INDEX daily_pay_rate_changes_member ON daily_pay_rate_changes (member_id, id DESC);

-- One record per member, type and site day: the claim that makes the daily job pay exactly once
-- (a rerun or a second instance finds the row and only pays one still waiting, under its lock,
-- in the transaction that sets its state). SPEC §4 states: 0 waiting, 1 paid, 2 amount zero,
-- 3 cancel, 4 not enough money. payer_id NULL: the house pays (members of a top-level agent).
CREATE TABLE daily_pay_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  day integer NOT NULL,
  member_id integer NOT NULL REFERENCES users (id),
  pay_type smallint NOT NULL CHECK (pay_type BETWEEN 1 AND 7),
  agent_id integer NOT NULL REFERENCES users (id),
  payer_id integer REFERENCES users (id),
  rate_bp integer NOT NULL,
  -- The team figure the wage is a rate of: turnover, or loss for earn pay.
  base_amount bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  state smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 4),
  created_at bigint NOT NULL,
  decided_at bigint,
  cancelled_by integer,
  UNIQUE (member_id, pay_type, day)
);
CREATE INDEX daily_pay_records_agent ON daily_pay_records (agent_id, day DESC);
CREATE INDEX daily_pay_records_day_state ON daily_pay_records (day, state);

-- Dividends, shareholder bonuses, agent bonuses and service fees (module: agent/dividends;
-- issue #21). Rates are in basis points (1/100 percent); amounts in thousandths.
--
-- Every periodic record (a dividend, a shareholder bonus, a service fee) is unique per account and
-- period: the job claims that row in the transaction that pays it, so two instances running the
-- job at once, or a rerun after a crash, write (and pay) each record once.

-- The back office's dividend rule of a top-level agent (the house pays it). A member agent's
-- rule is its signed contract with its upline (module: agent/contracts).
CREATE TABLE dividend_rules (
  agent_id integer PRIMARY KEY REFERENCES users (id),
  -- dividendPeriodKinds: 1 half-month, 2 month.
  period_kind smallint NOT NULL CHECK (period_kind IN (1, 2)),
  -- [{ "minTeamLoss": thousandths, "minTurnover": thousandths, "rateBp": 100..5000,
  --    "either": bool (true: either threshold suffices; false: both) }]
  tiers jsonb NOT NULL,
  updated_at bigint NOT NULL
);

CREATE TABLE dividend_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The agent receiving the dividend.
  agent_id integer NOT NULL REFERENCES users (id),
  -- Who pays it: its upline agent; NULL for the house (a top-level agent's back-office rule).
  payer_id integer REFERENCES users (id),
  period_kind smallint NOT NULL CHECK (period_kind IN (1, 2)),
  -- Site dates (UTC+8) of the period, both included.
  period_start date NOT NULL,
  period_end date NOT NULL,
  turnover bigint NOT NULL,
  -- The team's net loss (turnover - prize - rebate); negative when the team won.
  team_loss bigint NOT NULL,
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  amount bigint NOT NULL CHECK (amount >= 0),
  -- dividendRecordStates.
  state smallint NOT NULL CHECK (state BETWEEN 0 AND 7),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (agent_id, period_kind, period_start)
);
CREATE INDEX dividend_records_payer ON dividend_records (payer_id, period_start DESC);
CREATE INDEX dividend_records_period ON dividend_records (period_start DESC, id);

-- Shareholder bonus rules: a granted agent's share of the site's profit of a game family.
CREATE TABLE shareholder_bonus_rules (
  agent_id integer NOT NULL REFERENCES users (id),
  -- 'LOTTERY' or 'EXTERNALGAME'.
  game_family text NOT NULL CHECK (game_family IN ('LOTTERY', 'EXTERNALGAME')),
  period_kind smallint NOT NULL CHECK (period_kind IN (1, 2)),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 1 AND 5000),
  -- The rule's text the agent reads on its page.
  content text NOT NULL DEFAULT '',
  updated_at bigint NOT NULL,
  PRIMARY KEY (agent_id, game_family)
);

CREATE TABLE shareholder_bonus_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES users (id),
  game_family text NOT NULL CHECK (game_family IN ('LOTTERY', 'EXTERNALGAME')),
  period_kind smallint NOT NULL CHECK (period_kind IN (1, 2)),
  period_start date NOT NULL,
  period_end date NOT NULL,
  -- The site's profit of the family over the period (turnover - prize - rebate).
  site_profit bigint NOT NULL,
  rate_bp integer NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  -- dividendRecordStates: paid or no dividend (the house always has the money).
  state smallint NOT NULL CHECK (state BETWEEN 0 AND 7),
  created_at bigint NOT NULL,
  UNIQUE (agent_id, game_family, period_kind, period_start)
);

-- Bonuses an agent grants to members of its team from its own wallet.
CREATE TABLE agent_bonuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES users (id),
  member_id integer NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0),
  note text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE INDEX agent_bonuses_agent ON agent_bonuses (agent_id, id DESC);
CREATE INDEX agent_bonuses_member ON agent_bonuses (member_id, id DESC);

-- Service fees: what a member agent pays its upline per period by their agreement.
CREATE TABLE service_fee_agreements (
  member_id integer PRIMARY KEY REFERENCES users (id),
  agent_id integer NOT NULL REFERENCES users (id),
  period_kind smallint NOT NULL CHECK (period_kind IN (1, 2)),
  amount bigint NOT NULL CHECK (amount > 0),
  updated_at bigint NOT NULL
);
CREATE INDEX service_fee_agreements_agent ON service_fee_agreements (agent_id);

CREATE TABLE service_fee_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES users (id),
  agent_id integer NOT NULL REFERENCES users (id),
  period_kind smallint NOT NULL CHECK (period_kind IN (1, 2)),
  period_start date NOT NULL,
  period_end date NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  -- dailyPayRecordStates reused: paid 1, not enough money 4.
  state smallint NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (member_id, period_kind, period_start)
);
CREATE INDEX service_fee_records_agent ON service_fee_records (agent_id, period_start DESC);

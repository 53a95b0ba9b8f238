-- Activities (issue #23, module: activity): one engine for every promotion type. An activity is
-- configured as a draft, scheduled, and runs between starts_at and ends_at (site time periods);
-- every prize is a claim row, unique per player and period, paid through the ledger in the same
-- transaction as the conditional budget update, so neither a player nor the budget is paid twice.

CREATE TABLE activities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  title_en text NOT NULL,
  title_zh text NOT NULL,
  rules_en text NOT NULL,
  rules_zh text NOT NULL,
  period_kind text NOT NULL CHECK (period_kind IN ('once', 'daily', 'weekly', 'monthly')),
  starts_at bigint NOT NULL,
  ends_at bigint NOT NULL,
  -- min VIP level, agent (user id, whose team only), min deposit and turnover in the period
  -- (thousandths, as strings), registered after (epoch ms).
  min_vip_level integer NOT NULL DEFAULT 0,
  agent_id integer REFERENCES users (id),
  min_deposit bigint,
  min_turnover bigint,
  registered_after bigint,
  -- Thousandths. paid only grows, under the row lock of a claim, and never passes budget.
  budget bigint NOT NULL CHECK (budget > 0),
  paid bigint NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= budget),
  -- The type's prize configuration (amounts as thousandths strings): streak tables, wheel...
  config jsonb NOT NULL,
  turnover_percent integer NOT NULL DEFAULT 0 CHECK (turnover_percent BETWEEN 0 AND 10000),
  -- Written states; 'scheduled' reads as running between starts_at and ends_at, and both read
  -- as ended after ends_at (activity-state.ts).
  state text NOT NULL DEFAULT 'draft'
    CHECK (state IN ('draft', 'scheduled', 'running', 'stopped', 'exhausted', 'ended')),
  created_by integer,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX activities_live ON activities (ends_at) WHERE state IN ('scheduled', 'running');

-- One secret seed per activity and period (commit-reveal, packages/lottery weighted-draw.ts): the
-- commitment is shown before any draw of the period; the seed only once the period is over.
CREATE TABLE activity_period_seeds (
  activity_id integer NOT NULL REFERENCES activities (id),
  period_key text NOT NULL,
  server_seed text NOT NULL,
  commitment text NOT NULL,
  period_ends_at bigint NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (activity_id, period_key)
);

CREATE TABLE activity_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id),
  user_id integer NOT NULL REFERENCES users (id),
  period_key text NOT NULL,
  -- 0 for the one prize of a period; 0, 1, … for the spins a period allows. The draw's nonce.
  claim_no integer NOT NULL CHECK (claim_no >= 0),
  amount bigint NOT NULL CHECK (amount > 0),
  cash_flow_type smallint NOT NULL,
  streak_day integer,
  -- The entry of the weighted table drawn; NULL for a fixed prize (a table of one entry).
  prize_index integer,
  turnover_required bigint NOT NULL DEFAULT 0,
  -- Set in the claim's own transaction, once the prize is posted.
  ledger_transaction_id bigint,
  created_at bigint NOT NULL,
  UNIQUE (activity_id, user_id, period_key, claim_no)
);
CREATE INDEX activity_claims_by_user ON activity_claims (user_id, created_at DESC, id DESC);
CREATE INDEX activity_claims_by_activity ON activity_claims (activity_id, id DESC);

-- The activities a player has opened (the list's "new" marker and unreadActivityCount).
CREATE TABLE activity_reads (
  activity_id integer NOT NULL REFERENCES activities (id),
  user_id integer NOT NULL REFERENCES users (id),
  read_at bigint NOT NULL,
  PRIMARY KEY (activity_id, user_id)
);

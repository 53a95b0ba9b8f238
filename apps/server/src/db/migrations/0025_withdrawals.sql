-- Withdrawals (issue #20): where a player's money leaves the platform. Amounts are thousandths
-- (BIGINT), times epoch ms (BIGINT) like the ledger's, so site days are integer arithmetic.

-- The rules every withdrawal request is checked against (one row; console section
-- withdraw-rules, payments.configure, audited). A NULL limit is no limit.
CREATE TABLE withdraw_rules (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  min_amount bigint NOT NULL DEFAULT 100000 CHECK (min_amount > 0),
  max_amount bigint CHECK (max_amount >= min_amount),
  daily_max_amount bigint CHECK (daily_max_amount > 0),
  daily_max_count integer CHECK (daily_max_count > 0),
  -- Minimum time since the player's previous request, in seconds.
  interval_seconds integer NOT NULL DEFAULT 0 CHECK (interval_seconds >= 0),
  -- Fee: a per-mille rate of the amount (10 = 1 %), at least fee_min, at most fee_max.
  fee_per_mille integer NOT NULL DEFAULT 0 CHECK (fee_per_mille BETWEEN 0 AND 1000),
  fee_min bigint NOT NULL DEFAULT 0 CHECK (fee_min >= 0),
  fee_max bigint CHECK (fee_max >= fee_min),
  -- The most a player's first withdrawal may be.
  first_max_amount bigint CHECK (first_max_amount > 0),
  -- The most every player together may request in one site day.
  site_daily_max_amount bigint CHECK (site_daily_max_amount > 0),
  -- USDT withdrawals: their own range and a flat chain fee added to the rate-based fee.
  usdt_min_amount bigint CHECK (usdt_min_amount > 0),
  usdt_max_amount bigint CHECK (usdt_max_amount >= usdt_min_amount),
  usdt_chain_fee bigint NOT NULL DEFAULT 0 CHECK (usdt_chain_fee >= 0),
  -- Payout accounts (cards, addresses, e-wallets) one player may have bound at once, per kind.
  account_limit integer NOT NULL DEFAULT 5 CHECK (account_limit BETWEEN 1 AND 50),
  updated_at bigint NOT NULL DEFAULT 0
);
INSERT INTO withdraw_rules DEFAULT VALUES;

-- Players who may not withdraw (SPEC §5 "blacklist"), with why and who put them there.
CREATE TABLE withdraw_blacklist (
  user_id integer PRIMARY KEY REFERENCES users (id),
  reason text NOT NULL,
  admin_id integer NOT NULL,
  created_at bigint NOT NULL
);

-- Where a withdrawal is paid to: a bank card (kind 1), a USDT address (2) or an e-wallet (3),
-- the withdrawTypes codes. removed_at set: unbound (kept for the withdrawals that name it).
CREATE TABLE payout_accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind smallint NOT NULL CHECK (kind IN (1, 2, 3)),
  -- Bank code (bank-categories.ts), chain name (usdtChains) or e-wallet provider.
  provider text NOT NULL,
  -- Card number, address or e-wallet account, as the player entered it (normalised).
  account_number text NOT NULL,
  holder_name text,
  branch text,
  -- The same number bound on another account: kept for finance's review, not refused.
  review_reason text,
  created_at bigint NOT NULL,
  removed_at bigint
);
CREATE UNIQUE INDEX payout_accounts_bound_key
  ON payout_accounts (user_id, kind, provider, account_number) WHERE removed_at IS NULL;
CREATE INDEX payout_accounts_number_idx ON payout_accounts (account_number);

-- A withdrawal request. state: withdrawStates; usdt_state: usdtWithdrawStates for USDT ones.
-- The amount and the fee are held in the player's pending_withdrawals account from creation
-- until the state is final: paid (the hold goes to the house) or returned (to the player).
CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  type smallint NOT NULL CHECK (type IN (1, 2, 3)),
  payout_account_id integer NOT NULL REFERENCES payout_accounts (id),
  amount bigint NOT NULL CHECK (amount > 0),
  fee bigint NOT NULL CHECK (fee >= 0),
  state smallint NOT NULL DEFAULT 0,
  usdt_state smallint,
  -- The site day (days since 1970-01-01, UTC+8) it was requested on: the daily limits' key.
  site_day integer NOT NULL,
  created_at bigint NOT NULL,
  decided_at bigint,
  decided_by integer,
  reason text,
  -- The payout provider's reference once submitted, and when it was last asked about it.
  payout_ref text,
  payout_checked_at bigint,
  -- True once the hold has left pending_withdrawals (paid or returned): exactly once.
  settled boolean NOT NULL DEFAULT false
);
CREATE INDEX withdrawals_user_day_idx ON withdrawals (user_id, site_day);
CREATE INDEX withdrawals_day_idx ON withdrawals (site_day);
CREATE INDEX withdrawals_state_idx ON withdrawals (state, id);
CREATE INDEX withdrawals_user_created_idx ON withdrawals (user_id, created_at DESC);

-- The sandbox payout provider's own book (modules/payment-sandbox/payout): what a real provider
-- keeps on its side, served by the product when PAYMENT_SANDBOX is on.
CREATE TABLE sandbox_payouts (
  ref text PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  amount bigint NOT NULL,
  -- 'processing' until it settles at settle_at into 'paid' or 'failed'.
  state text NOT NULL CHECK (state IN ('processing', 'paid', 'failed')),
  outcome text NOT NULL CHECK (outcome IN ('paid', 'failed')),
  settle_at bigint NOT NULL,
  -- A silent payout never notifies: the platform learns its outcome only by asking.
  silent boolean NOT NULL,
  created_at bigint NOT NULL
);

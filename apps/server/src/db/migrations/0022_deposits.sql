-- Deposits (module: deposit): the channels finance configures, the players' deposit orders of
-- every kind (bank transfer, online pay and e-wallets, USDT) and the turnover (bet volume) each
-- credited deposit requires before a withdrawal. Amounts are thousandths (SPEC §9 precision 3).

CREATE TABLE deposit_channels (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- packages/contracts depositTypes (bank 1, online pay 2, WeChat 3, Alipay 4, USDT 5, ...).
  type smallint NOT NULL CHECK (type BETWEEN 1 AND 7),
  -- USDT channels only: the chain (packages/contracts usdtChains names).
  chain text CHECK (chain IN ('ERC20', 'TRC20', 'BSC', 'TON', 'SOL')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL,
  -- Opening hours in site-time minutes after midnight; both NULL: always open. open_to below
  -- open_from spans midnight (22:00-02:00).
  open_from smallint CHECK (open_from BETWEEN 0 AND 1439),
  open_to smallint CHECK (open_to BETWEEN 0 AND 1440),
  -- What a credited deposit costs or earns the player: a fee taken from it or a bonus added, a
  -- percentage (basis points) and/or a fixed amount, capped.
  charge_kind text NOT NULL DEFAULT 'none' CHECK (charge_kind IN ('none', 'fee', 'bonus')),
  charge_rate_bps integer NOT NULL DEFAULT 0 CHECK (charge_rate_bps BETWEEN 0 AND 10000),
  charge_fixed bigint NOT NULL DEFAULT 0 CHECK (charge_fixed >= 0),
  charge_cap bigint CHECK (charge_cap > 0),
  -- Bet volume required per credited amount (percent: 100 = once the deposit and its bonus).
  turnover_percent integer NOT NULL DEFAULT 100 CHECK (turnover_percent BETWEEN 0 AND 10000),
  -- Who sees it: player VIP levels and agents whose whole team does; empty = everyone.
  vip_levels smallint[] NOT NULL DEFAULT '{}',
  agent_ids integer[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  -- Bank channels: the receiving account shown to the player.
  bank_name text,
  bank_account_name text,
  bank_account_number text,
  bank_branch text,
  -- Bank channels: add 1-99 thousandths to each order's amount so finance can tell transfers of
  -- the same round amount apart.
  add_matching_thousandths boolean NOT NULL DEFAULT false,
  -- Minutes an unpaid order waits before the expiry job cancels it.
  expiry_minutes integer NOT NULL DEFAULT 30 CHECK (expiry_minutes BETWEEN 1 AND 10080),
  -- The gateway's or chain's settings, validated by the channel type's deposit kind.
  settings jsonb NOT NULL DEFAULT '{}',
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CHECK (max_amount >= min_amount),
  CHECK ((chain IS NOT NULL) = (type = 5)),
  CHECK ((open_from IS NULL) = (open_to IS NULL)),
  CHECK (type <> 1 OR (bank_name IS NOT NULL AND bank_account_name IS NOT NULL
                       AND bank_account_number IS NOT NULL))
);

CREATE TABLE deposit_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  channel_id integer NOT NULL REFERENCES deposit_channels (id),
  -- The channel's type and chain when the order was made.
  type smallint NOT NULL CHECK (type BETWEEN 1 AND 7),
  chain text,
  -- What the player is to pay (matching thousandths included).
  amount bigint NOT NULL CHECK (amount > 0),
  -- What arrived, once credited (or reported by a gateway or chain when flagged for review).
  received_amount bigint CHECK (received_amount > 0),
  -- The channel's charge when the order was made; fee and bonus are set when it is credited.
  charge_kind text NOT NULL CHECK (charge_kind IN ('none', 'fee', 'bonus')),
  charge_rate_bps integer NOT NULL,
  charge_fixed bigint NOT NULL,
  charge_cap bigint,
  turnover_percent integer NOT NULL,
  fee bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  depositor_name text,
  -- SPEC §4: waiting 0, confirm 1, cancel 2, create order 3 (still with its channel: the order
  -- is committed before the channel is asked for instructions).
  state smallint NOT NULL DEFAULT 3 CHECK (state BETWEEN 0 AND 3),
  -- What the player is shown (packages/contracts TDepositInstructions), once the channel answered.
  instructions jsonb,
  -- The gateway's order id or the chain transaction that paid it.
  external_ref text,
  -- USDT: the address (and memo where the chain shares one address) to pay, the USDT amount, the
  -- rate (currency units per USDT) snapshotted on the order and how long it holds.
  address text,
  memo text,
  crypto_amount numeric(30, 6),
  rate numeric(20, 8),
  rate_locked_until bigint,
  expires_at bigint NOT NULL,
  -- A callback or chain transfer that did not match (amount, late...) waits for finance.
  review boolean NOT NULL DEFAULT false,
  review_reason text,
  cancel_reason text,
  ledger_transaction_id bigint,
  created_at bigint NOT NULL,
  -- Who decided: 'admin:<id>', 'gateway', 'chain', 'expiry', 'player'.
  decided_by text,
  decided_at bigint,
  CHECK ((state IN (1, 2)) = (decided_at IS NOT NULL)),
  CHECK ((state = 1) = (ledger_transaction_id IS NOT NULL))
);
-- One unfinished deposit at a time (SPEC §5), kept by the database against racing requests.
CREATE UNIQUE INDEX deposit_orders_one_open ON deposit_orders (user_id) WHERE state IN (0, 3);
CREATE INDEX deposit_orders_user ON deposit_orders (user_id, created_at DESC, id DESC);
CREATE INDEX deposit_orders_created ON deposit_orders (created_at DESC, id DESC);
CREATE INDEX deposit_orders_expiring ON deposit_orders (expires_at)
  WHERE state IN (0, 3) AND NOT review;
CREATE UNIQUE INDEX deposit_orders_external ON deposit_orders (channel_id, external_ref)
  WHERE external_ref IS NOT NULL;
CREATE INDEX deposit_orders_address ON deposit_orders (chain, address) WHERE address IS NOT NULL;

-- Bet volume a player owes before withdrawing: one row per credited deposit (or other source).
-- Open rows form the current requirement; bets placed since the oldest open row count towards it;
-- once it is met, the next requirement closes them (met_at) and starts a new count.
CREATE TABLE turnover_requirements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount >= 0),
  -- deposit, bonus, manual...
  source text NOT NULL,
  -- What it is for ('deposit:42'): a requirement is added once.
  reference text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  met_at bigint
);
CREATE INDEX turnover_requirements_open ON turnover_requirements (user_id, created_at)
  WHERE met_at IS NULL;

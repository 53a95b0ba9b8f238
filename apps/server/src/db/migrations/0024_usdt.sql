-- USDT deposits (issue #20; module deposit/usdt) and the sandbox chain the product serves when
-- PAYMENT_SANDBOX is on (module payment-sandbox/chain). Times are epoch ms; USDT amounts are in
-- millionths (the token's 6 decimals on every chain we take), CNY amounts in thousandths.

-- How each chain's deposits are received and when they count. ERC20, BSC and TRC20 derive a
-- per-player address from the account-level xpub (only public keys here: the server never holds a
-- private key); TON and SOL pay one shared address with a per-order memo. A chain without its key
-- or address takes no deposits (the console sets them; the demo seed sets public demo ones).
CREATE TABLE usdt_chain_settings (
  chain text PRIMARY KEY CHECK (chain IN ('ERC20', 'TRC20', 'BSC', 'TON', 'SOL')),
  xpub text CHECK (xpub IS NULL OR xpub LIKE 'xpub%'),
  shared_address text,
  confirmations integer NOT NULL CHECK (confirmations BETWEEN 1 AND 10000),
  updated_at bigint NOT NULL,
  CHECK (chain IN ('ERC20', 'TRC20', 'BSC') OR xpub IS NULL),
  CHECK (chain IN ('TON', 'SOL') OR shared_address IS NULL)
);
-- Confirmations as exchanges commonly require them (the console changes them).
INSERT INTO usdt_chain_settings (chain, confirmations, updated_at) VALUES
  ('ERC20', 12, 0), ('BSC', 15, 0), ('TRC20', 19, 0), ('TON', 1, 0), ('SOL', 32, 0);

-- The exchange rate: which source, and how long an order's snapshot holds.
CREATE TABLE usdt_rate_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  source text NOT NULL CHECK (source IN ('sandbox')),
  lock_seconds integer NOT NULL CHECK (lock_seconds BETWEEN 60 AND 86400),
  updated_at bigint NOT NULL
);
INSERT INTO usdt_rate_settings (source, lock_seconds, updated_at) VALUES ('sandbox', 900, 0);

-- A player's derivation index, assigned once and never reused: the player keeps the address,
-- and two players never share one. One index serves every derived chain.
CREATE TABLE usdt_address_indexes (
  user_id integer PRIMARY KEY REFERENCES users (id),
  derivation_index integer GENERATED ALWAYS AS IDENTITY (MINVALUE 0 START WITH 0) UNIQUE
);

-- Each derived address (per chain and xpub: a new xpub gives new addresses), for the watcher to
-- find whose a transfer is.
CREATE TABLE usdt_deposit_addresses (
  chain text NOT NULL,
  address text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  xpub text NOT NULL,
  derivation_index integer NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (chain, address),
  UNIQUE (chain, xpub, user_id)
);

-- Transfers to our addresses the watcher has seen, and what became of each: pending (waiting
-- for confirmations), credited, review (an order matched but the amount or time did not),
-- unmatched (nobody's order: finance's list), dropped (re-organised away before it counted; it
-- may come back in a later block).
CREATE TABLE usdt_chain_transfers (
  id bigserial PRIMARY KEY,
  chain text NOT NULL,
  tx_id text NOT NULL,
  to_address text NOT NULL,
  memo text,
  amount_micro bigint NOT NULL CHECK (amount_micro > 0),
  block_height bigint NOT NULL,
  block_at bigint NOT NULL,
  seen_at bigint NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'credited', 'review', 'unmatched', 'dropped')),
  order_id bigint,
  decided_at bigint,
  UNIQUE (chain, tx_id)
);
CREATE INDEX usdt_chain_transfers_pending ON usdt_chain_transfers (chain) WHERE state = 'pending';

-- The watcher's place in each chain: the highest block it has read transfers of.
CREATE TABLE usdt_chain_cursors (
  chain text PRIMARY KEY,
  height bigint NOT NULL
);

-- The sandbox chain: a block every block_ms from genesis_at, so every instance agrees on the
-- height without a writer; transfers sit in the block after the one current when sent.
CREATE TABLE sandbox_chains (
  chain text PRIMARY KEY,
  genesis_at bigint NOT NULL,
  block_ms integer NOT NULL CHECK (block_ms > 0),
  reorgs integer NOT NULL DEFAULT 0
);

CREATE TABLE sandbox_chain_transfers (
  id bigserial PRIMARY KEY,
  chain text NOT NULL REFERENCES sandbox_chains (chain),
  tx_id text NOT NULL UNIQUE,
  from_address text NOT NULL,
  to_address text NOT NULL,
  memo text,
  amount_micro bigint NOT NULL CHECK (amount_micro > 0),
  block_height bigint NOT NULL,
  sent_at bigint NOT NULL
);
CREATE INDEX sandbox_chain_transfers_block ON sandbox_chain_transfers (chain, block_height);

-- The sandbox rate source: how many of the next quotes fail, when a demo or a test asks.
CREATE TABLE sandbox_rate_faults (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  failures_left integer NOT NULL CHECK (failures_left >= 0)
);

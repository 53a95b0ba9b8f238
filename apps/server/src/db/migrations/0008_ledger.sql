-- The double-entry ledger (module: wallet; ARCHITECTURE "Money"). Every movement of money is one
-- ledger transaction whose entries sum to zero, written in the database transaction that changes
-- the balances it explains. Amounts are thousandths of the currency unit (SPEC §9 precision 3).

CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The owner; NULL for the operator's own account.
  user_id integer REFERENCES users (id),
  -- player: the main wallet; bonus: the bonus wallet; bet_holds: stakes of the owner's open
  -- tickets; schedule_holds: the held cost of the owner's chained bets not placed yet;
  -- pending_withdrawals: money on its way out; house: the operator (stakes lost, prizes, rebates
  -- and demo funds), the only account that may go below zero.
  kind text NOT NULL
    CHECK (kind IN ('player', 'bonus', 'bet_holds', 'schedule_holds', 'pending_withdrawals',
                    'house')),
  balance bigint NOT NULL DEFAULT 0,
  -- Entries so far: each entry carries the version it made, so the history is contiguous.
  version bigint NOT NULL DEFAULT 0,
  CHECK (kind = 'house' OR balance >= 0),
  CHECK ((user_id IS NULL) = (kind = 'house')),
  UNIQUE NULLS NOT DISTINCT (user_id, kind)
);
INSERT INTO ledger_accounts (user_id, kind) VALUES (NULL, 'house');

-- Every existing wallet becomes a player account (its balance is carried by an opening entry).
INSERT INTO ledger_accounts (user_id, kind) SELECT user_id, 'player' FROM wallets ORDER BY user_id;

CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What moved the money: bet, bet_cancel, settlement, rebate, schedule_hold, demo_funding, ...
  kind text NOT NULL,
  -- What it is about, e.g. 'issue:2:20261122-0001' or 'ticket:42'.
  reference text,
  created_at bigint NOT NULL
);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  -- The player statement's type (packages/contracts cash-flow types); NULL on the house account.
  cash_flow_type smallint,
  -- What the line is about on the statement (a ticket, an issue...).
  memo text,
  balance_after bigint NOT NULL,
  account_version bigint NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (account_id, account_version)
);
CREATE INDEX ledger_entries_by_transaction ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_statement ON ledger_entries (account_id, created_at DESC, id DESC);

-- Zero-sum, checked per statement: the ledger writes all entries of a transaction in one INSERT,
-- so a statement whose transactions do not each sum to zero is refused before it commits.
CREATE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT transaction_id INTO unbalanced FROM inserted
   GROUP BY transaction_id HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balanced();

-- Entries and transactions are never changed: a correction is a reversing transaction.
CREATE FUNCTION ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_immutable();

-- Opening entries for balances that predate the ledger (demo funds), against the house.
DO $$
DECLARE
  opening bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM wallets WHERE balance > 0) THEN
    INSERT INTO ledger_transactions (kind, reference, created_at)
    VALUES ('opening_balance', 'migration 0008', (extract(epoch FROM now()) * 1000)::bigint)
    RETURNING id INTO opening;
    INSERT INTO ledger_entries (transaction_id, account_id, amount, cash_flow_type, memo,
                                balance_after, account_version, created_at)
    SELECT opening, a.id, w.balance, 900, 'opening balance', w.balance, 1,
           (extract(epoch FROM now()) * 1000)::bigint
      FROM wallets w JOIN ledger_accounts a ON a.user_id = w.user_id AND a.kind = 'player'
     WHERE w.balance > 0
    UNION ALL
    SELECT opening, h.id, -(SELECT sum(balance) FROM wallets), NULL, 'opening balances',
           -(SELECT sum(balance) FROM wallets), 1, (extract(epoch FROM now()) * 1000)::bigint
      FROM ledger_accounts h WHERE h.kind = 'house';
    UPDATE ledger_accounts a SET balance = w.balance, version = 1
      FROM wallets w WHERE a.user_id = w.user_id AND a.kind = 'player' AND w.balance > 0;
    UPDATE ledger_accounts SET balance = -(SELECT sum(balance) FROM wallets), version = 1
     WHERE kind = 'house';
  END IF;
END $$;

DROP TABLE wallets;

-- Idempotency keys of money-moving requests (Stripe-style, per user): the first answer is kept and
-- replayed; the same key with another request is refused; a refused request stays refused.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id),
  key text NOT NULL CHECK (char_length(key) BETWEEN 16 AND 100),
  -- The route and a hash of the request body: a reuse for anything else is refused.
  route text NOT NULL,
  request_hash text NOT NULL,
  -- The answer: the success value, or the catalogue refusal (its status comes from the catalogue).
  response jsonb NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_age ON idempotency_keys (created_at);

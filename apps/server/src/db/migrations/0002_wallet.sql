-- Wallet balances (module: wallet). The double-entry ledger that explains them arrives with betting.

CREATE TABLE wallets (
  user_id integer PRIMARY KEY REFERENCES users (id),
  -- Thousandths of the currency unit (SPEC §9: precision 3); never negative.
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The bonus wallet (module: bonus-wallet, issue #23). A grant's money sits in the player's 'bonus'
-- ledger account from the grant until it is released to the main wallet (its turnover met) or
-- forfeited to the house (expired unmet); the ledger holds the money, this table the conditions.
CREATE TABLE bonus_grants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0),
  turnover_multiple integer NOT NULL CHECK (turnover_multiple >= 0),
  -- amount × turnover_multiple, fixed at grant.
  turnover_required bigint NOT NULL CHECK (turnover_required >= 0),
  source text NOT NULL,
  -- Idempotency of grantBonus: one grant per reference, whoever calls and however often.
  reference text NOT NULL UNIQUE,
  cash_flow_type smallint NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'released', 'forfeited')),
  granted_at bigint NOT NULL,
  expires_at bigint NOT NULL CHECK (expires_at > granted_at),
  decided_at bigint,
  CHECK ((state = 'active') = (decided_at IS NULL))
);
CREATE INDEX bonus_grants_by_user ON bonus_grants (user_id, granted_at, id);
CREATE INDEX bonus_grants_active ON bonus_grants (expires_at) WHERE state = 'active';

-- Which settled ticket's stake counted towards which grant (a ticket may fill one grant and spill
-- over into the next). A ticket that was looked at and counted towards nothing has one row with
-- grant_id NULL, so that it is never looked at again: each ticket counts once.
CREATE TABLE bonus_turnover_counts (
  ticket_id bigint NOT NULL REFERENCES bet_tickets (id),
  grant_id bigint REFERENCES bonus_grants (id),
  amount bigint NOT NULL CHECK (amount >= 0),
  counted_at bigint NOT NULL,
  UNIQUE NULLS NOT DISTINCT (ticket_id, grant_id)
);
CREATE INDEX bonus_turnover_counts_by_grant ON bonus_turnover_counts (grant_id);

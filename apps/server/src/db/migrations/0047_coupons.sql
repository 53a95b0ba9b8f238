-- Coupons (module: coupon, issue #23). A template is what operators configure; a coupon is one
-- issued to one player (claimed on /Coupon or issued by the back office). What a used coupon paid
-- is in the ledger (cash-flow 701 bet voucher, 702 deposit coupon); these tables hold the terms
-- and the state.
CREATE TABLE coupon_templates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('betVoucher', 'depositBonus')),
  title_zh text NOT NULL,
  title_en text NOT NULL,
  -- betVoucher: the amount it pays; depositBonus: the most it pays.
  face_value bigint NOT NULL CHECK (face_value > 0),
  percent integer NOT NULL CHECK (percent BETWEEN 0 AND 1000),
  min_deposit bigint NOT NULL CHECK (min_deposit >= 0),
  min_bet bigint NOT NULL CHECK (min_bet >= 0),
  -- Empty: every game.
  game_ids integer[] NOT NULL DEFAULT '{}',
  validity_days integer NOT NULL CHECK (validity_days BETWEEN 1 AND 365),
  total_quantity integer NOT NULL CHECK (total_quantity > 0),
  -- Counted under the template's row lock; the CHECK is the last word on the quantity.
  issued integer NOT NULL DEFAULT 0 CHECK (issued >= 0 AND issued <= total_quantity),
  per_player_limit integer NOT NULL CHECK (per_player_limit > 0),
  turnover_multiple integer NOT NULL CHECK (turnover_multiple BETWEEN 0 AND 100),
  is_claimable boolean NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'stopped')),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  CHECK (kind <> 'betVoucher' OR min_bet >= face_value),
  CHECK (kind <> 'depositBonus' OR percent > 0)
);

CREATE TABLE coupons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  template_id integer NOT NULL REFERENCES coupon_templates (id),
  user_id integer NOT NULL REFERENCES users (id),
  -- The player's n-th coupon of the template: with the UNIQUE below, the per-player limit holds
  -- even if the row lock were ever skipped.
  seq integer NOT NULL CHECK (seq >= 1),
  source text NOT NULL CHECK (source IN ('claim', 'admin')),
  issued_by integer,
  state text NOT NULL DEFAULT 'unused' CHECK (state IN ('unused', 'used', 'expired')),
  issued_at bigint NOT NULL,
  expires_at bigint NOT NULL CHECK (expires_at > issued_at),
  -- depositBonus: the deposit order it is chosen for (paid when that order is credited).
  deposit_order_id bigint,
  used_at bigint,
  amount_paid bigint CHECK (amount_paid > 0),
  used_on text,
  ledger_transaction_id bigint,
  -- betVoucher: the tickets of the cart it paid on; a cancelled one takes the voucher back (up
  -- to what its cancel refunded), and once all of it is back the coupon is unused again.
  ticket_ids bigint[],
  amount_returned bigint NOT NULL DEFAULT 0 CHECK (amount_returned >= 0),
  UNIQUE (template_id, user_id, seq),
  CHECK ((state = 'used') = (used_at IS NOT NULL AND amount_paid IS NOT NULL))
);
CREATE INDEX coupons_by_user ON coupons (user_id, state, expires_at);
CREATE INDEX coupons_by_ticket ON coupons USING gin (ticket_ids) WHERE state = 'used';
CREATE INDEX coupons_unused_expiry ON coupons (expires_at) WHERE state = 'unused';
CREATE UNIQUE INDEX coupons_by_deposit_order ON coupons (deposit_order_id)
  WHERE deposit_order_id IS NOT NULL AND state = 'unused';

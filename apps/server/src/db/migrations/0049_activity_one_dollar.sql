-- One-dollar treasure (issue #23, module: activity-one-dollar): an activity of type 'oneDollar'
-- sells its prize in rounds of shares. One round per activity is open at a time (the partial
-- unique index); buyers lock it, so shares are numbered 0..total-1 in order of purchase without
-- gaps. A sold-out round is drawn in the transaction of its last purchase from the seed of the
-- engine's period 'r:<round_no>' (activity_period_seeds) and pays its prize as a claim row
-- (activity_claims); a round still open when the activity stops or ends is refunded by a job.

CREATE TABLE activity_one_dollar_rounds (
  activity_id integer NOT NULL REFERENCES activities (id),
  round_no integer NOT NULL CHECK (round_no >= 1),
  -- The terms the round opened with (thousandths), so a round is settled on its own terms.
  share_price bigint NOT NULL CHECK (share_price > 0),
  shares_total integer NOT NULL CHECK (shares_total >= 2),
  prize bigint NOT NULL CHECK (prize > 0),
  shares_sold integer NOT NULL DEFAULT 0 CHECK (shares_sold BETWEEN 0 AND shares_total),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'drawn', 'refunded')),
  winning_share integer CHECK (winning_share >= 0 AND winning_share < shares_total),
  winner_user_id integer REFERENCES users (id),
  claim_id bigint REFERENCES activity_claims (id),
  opened_at bigint NOT NULL,
  closed_at bigint,
  PRIMARY KEY (activity_id, round_no),
  CHECK ((state = 'drawn') = (winning_share IS NOT NULL AND claim_id IS NOT NULL)),
  CHECK (state <> 'drawn' OR shares_sold = shares_total)
);
CREATE UNIQUE INDEX activity_one_dollar_open_round ON activity_one_dollar_rounds (activity_id)
  WHERE state = 'open';

-- Each purchase holds shares first_share .. first_share + shares - 1 of its round.
CREATE TABLE activity_one_dollar_purchases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id integer NOT NULL,
  round_no integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  first_share integer NOT NULL CHECK (first_share >= 0),
  shares integer NOT NULL CHECK (shares > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  ledger_transaction_id bigint NOT NULL,
  -- Set once, by the refund of a round not sold out.
  refund_transaction_id bigint,
  created_at bigint NOT NULL,
  FOREIGN KEY (activity_id, round_no) REFERENCES activity_one_dollar_rounds (activity_id, round_no),
  UNIQUE (activity_id, round_no, first_share)
);
CREATE INDEX activity_one_dollar_purchases_by_user
  ON activity_one_dollar_purchases (user_id, activity_id, round_no);

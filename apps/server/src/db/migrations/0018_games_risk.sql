-- Games and risk administration (issue #19; modules: risk, lottery).

-- A ticket whose prize is above the win-hold threshold waits for a risk administrator: state 4
-- "under review" (SPEC §4 lists 0-3; the fourth is ours). Its prize is judged and stored but not
-- paid: no ledger line moves until the hold is released (then state 3) or voided (then state 2).
ALTER TABLE bet_tickets DROP CONSTRAINT bet_tickets_state_check;
ALTER TABLE bet_tickets ADD CONSTRAINT bet_tickets_state_check CHECK (state BETWEEN 0 AND 4);

-- Win-hold thresholds (thousandths): one row per game, and the site-wide row (game_id NULL) for
-- the games without their own. No row at all: nothing is held.
CREATE TABLE risk_win_hold_thresholds (
  game_id integer REFERENCES lottery_games (id),
  threshold bigint NOT NULL CHECK (threshold > 0),
  UNIQUE NULLS NOT DISTINCT (game_id)
);

-- One row per held win, written by the settlement batch that judged the ticket. The money stays
-- with the house until release: paying it is one ledger transaction in the release's database
-- transaction, guarded by state = 'held', so a release pays exactly once.
CREATE TABLE risk_win_holds (
  ticket_id bigint PRIMARY KEY REFERENCES bet_tickets (id),
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES lottery_games (id),
  issue_serial text NOT NULL,
  prize bigint NOT NULL CHECK (prize > 0),
  threshold bigint NOT NULL,
  state text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'released', 'voided')),
  held_at bigint NOT NULL,
  decided_at bigint,
  -- The administrator's id (admins table of the administration module) and reason.
  decided_by integer,
  reason text,
  CHECK ((state = 'held') = (decided_at IS NULL))
);
CREATE INDEX risk_win_holds_waiting ON risk_win_holds (held_at) WHERE state = 'held';

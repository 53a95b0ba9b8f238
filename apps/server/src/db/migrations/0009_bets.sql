-- Bets (module: bet): tickets, their rebates, chained bets (追号) and the outbox of side effects.

-- Every account's prize group (奖金组, packages/lottery prize-group.ts): a player bets at or below
-- it, the difference being the self-rebate; an agent earns its group minus its child's on the
-- child's turnover. A child's group never exceeds its parent's (checked where groups are set).
ALTER TABLE users ADD COLUMN prize_group integer NOT NULL DEFAULT 1950
  CHECK (prize_group BETWEEN 1700 AND 2000);

-- Betting limits per game (thousandths): a ticket's top prize and a player's stake per issue.
ALTER TABLE lottery_games
  ADD COLUMN max_payout_per_ticket bigint NOT NULL DEFAULT 400000000
    CHECK (max_payout_per_ticket > 0),
  ADD COLUMN max_stake_per_issue bigint NOT NULL DEFAULT 1000000000
    CHECK (max_stake_per_issue > 0);

-- Chained bets (追号, SPEC "schedule"): a plan over issues whose whole cost is held up front.
CREATE TABLE bet_schedules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES lottery_games (id),
  -- The ticket every issue gets (bet type, selection, book, mode, group), multiple per issue aside.
  ticket jsonb NOT NULL,
  stop_if_win boolean NOT NULL DEFAULT false,
  stop_if_loss boolean NOT NULL DEFAULT false,
  -- Stop once the plan's prizes minus its stakes reach this (thousandths); NULL: never.
  stop_at_profit bigint,
  -- running, finished (every issue placed and settled), stopped (by the player, an administrator
  -- or a stop condition).
  state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'finished', 'stopped')),
  stop_reason text,
  total_amount bigint NOT NULL CHECK (total_amount > 0),
  created_at bigint NOT NULL,
  finished_at bigint
);
CREATE INDEX bet_schedules_user ON bet_schedules (user_id, created_at DESC);
CREATE INDEX bet_schedules_running ON bet_schedules (id) WHERE state = 'running';

-- One row per issue of a plan: its multiple and amount, and the ticket once placed.
CREATE TABLE bet_schedule_issues (
  schedule_id bigint NOT NULL REFERENCES bet_schedules (id),
  game_id integer NOT NULL,
  issue_serial text NOT NULL,
  multiple integer NOT NULL CHECK (multiple > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  -- waiting (held), placed (a ticket exists), released (the hold went back).
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'placed', 'released')),
  ticket_id bigint,
  PRIMARY KEY (schedule_id, issue_serial),
  FOREIGN KEY (game_id, issue_serial) REFERENCES lottery_issues (game_id, serial_number)
);
CREATE INDEX bet_schedule_issues_waiting ON bet_schedule_issues (game_id, issue_serial)
  WHERE state = 'waiting';

CREATE TABLE bet_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  game_id integer NOT NULL REFERENCES lottery_games (id),
  -- NULL for MiaoMiao tickets, which are drawn on their own (instant_draw).
  issue_serial text,
  schedule_id bigint REFERENCES bet_schedules (id),
  bet_type_id text NOT NULL,
  book text NOT NULL CHECK (book IN ('official', 'twoSided')),
  selection jsonb NOT NULL,
  -- Unit mode divisor (元 1, 角 10, 分 100, 厘 1000: packages/lottery bet-mode.ts).
  mode smallint NOT NULL,
  multiple integer NOT NULL CHECK (multiple > 0),
  units integer NOT NULL CHECK (units > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  -- Official book: the group the ticket is priced at and the player's own group at bet time.
  prize_group integer,
  user_group integer,
  -- Two-sided book: the odds in force at bet time (what the ticket was sold at).
  odds jsonb,
  self_rebate bigint NOT NULL DEFAULT 0 CHECK (self_rebate >= 0),
  -- SPEC §4: bet 0, cancel 1, no prize 2, win 3.
  state smallint NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 3),
  prize bigint NOT NULL DEFAULT 0 CHECK (prize >= 0),
  -- Winning units per prize level, and the number judged, once settled.
  wins jsonb,
  winning_number text,
  -- MiaoMiao: commitment, client seed, nonce and the numbers drawn for this ticket.
  instant_draw jsonb,
  created_at bigint NOT NULL,
  settled_at bigint,
  CHECK ((issue_serial IS NULL) = (instant_draw IS NOT NULL)),
  CHECK ((state = 0) = (settled_at IS NULL)),
  FOREIGN KEY (game_id, issue_serial) REFERENCES lottery_issues (game_id, serial_number)
);
CREATE INDEX bet_tickets_open ON bet_tickets (game_id, issue_serial, id) WHERE state = 0;
CREATE INDEX bet_tickets_user ON bet_tickets (user_id, created_at DESC, id DESC);
CREATE INDEX bet_tickets_schedule ON bet_tickets (schedule_id) WHERE schedule_id IS NOT NULL;

-- Each player's stake on each issue (tickets placed minus tickets the player cancelled), kept by
-- placement and cancel: the limit max_stake_per_issue is checked against one row, locked by the
-- bet, rather than a sum over the player's tickets that grows with every bet. No foreign keys:
-- it is written by every bet.
CREATE TABLE bet_issue_stakes (
  user_id integer NOT NULL,
  game_id integer NOT NULL,
  issue_serial text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (user_id, game_id, issue_serial)
);

-- Rebates paid for a ticket, one row per beneficiary: the primary key makes each paid once.
CREATE TABLE bet_rebates (
  ticket_id bigint NOT NULL REFERENCES bet_tickets (id),
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('self', 'agent')),
  amount bigint NOT NULL CHECK (amount > 0),
  created_at bigint NOT NULL,
  PRIMARY KEY (ticket_id, user_id)
);

CREATE INDEX bet_rebates_user ON bet_rebates (user_id, created_at);

-- Issues waiting for settlement (the settlement worker's poll).
CREATE INDEX lottery_issues_unsettled ON lottery_issues (draw_at)
  WHERE settled_at IS NULL AND state IN ('drawn', 'cancelled');

-- Side effects (hub pushes) written in the transaction of the change they announce, sent after
-- commit by a relay that marks them sent; dedupe_key makes a repeat write a no-op.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dedupe_key text NOT NULL UNIQUE,
  -- user: to every device of user_id; game: to the game's watchers.
  target text NOT NULL CHECK (target IN ('user', 'game')),
  target_id integer NOT NULL,
  event text NOT NULL,
  payload jsonb NOT NULL,
  created_at bigint NOT NULL,
  sent_at bigint
);
CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL;

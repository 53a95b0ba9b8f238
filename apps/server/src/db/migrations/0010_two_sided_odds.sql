-- Two-sided odds set by administrators (issue #9; module: lottery, modules/lottery/odds/). A game's
-- odds in force are its defaults (two_sided_return_permille, modules/lottery/default-odds.ts) with
-- these rows in place of the default of their outcome. Tickets keep the odds they were sold at
-- (bet_tickets.odds), so a change never touches a ticket already sold.
CREATE TABLE lottery_two_sided_odds (
  game_id integer NOT NULL REFERENCES lottery_games (id),
  bet_type_id text NOT NULL,
  -- The outcome: a prize level of the bet type (an item id for item bets, or e.g. 'thrice').
  level text NOT NULL,
  -- Decimal odds × 1000, stake included; the bounds of packages/lottery validateOddsTable.
  odds_thousandths integer NOT NULL CHECK (odds_thousandths BETWEEN 1001 AND 10000000),
  set_at bigint NOT NULL,
  set_by integer NOT NULL REFERENCES users (id),
  PRIMARY KEY (game_id, bet_type_id, level)
);

-- A fresh value each time the game's overrides change (NULL: never changed, the defaults hold).
-- Pricing reads it with the game row and caches the table per value: a new value is never reused,
-- so a cached table is never stale, whichever server instance or database it was read from.
ALTER TABLE lottery_games ADD COLUMN two_sided_odds_version uuid;

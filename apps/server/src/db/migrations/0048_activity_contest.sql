-- The turnover contest, /LionKingContest (issue #23, module: activity-contest). Players rank by
-- net bet turnover in the activity's period (bets less cancellations, optionally on chosen
-- games); the places are paid when the period ends, each payment an activity_claims row.

-- The period key of an activity at `at` (epoch ms), as activity-period.ts names it: site days
-- (UTC+8), weeks from Monday, site months; 'once' for a single period. Kept equal to the
-- TypeScript by contest-sql.integration.test.ts.
CREATE FUNCTION activity_period_key(kind text, at bigint) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind
    WHEN 'once' THEN 'once'
    WHEN 'daily' THEN 'd:' || ((at + 28800000) / 86400000)
    WHEN 'weekly' THEN 'w:' || ((at + 28800000) / 86400000 - ((at + 28800000) / 86400000 + 3) % 7)
    ELSE 'm:' || to_char(timestamp '1970-01-01' + ((at + 28800000) / 86400000) * interval '1 day',
                         'YYYY-MM')
  END;
$$;

-- Each player's running total in each contest period, kept by the triggers below in the
-- transaction of the bet or the cancellation, so the total can neither miss nor count twice a
-- ticket, and the leaderboard is an index range instead of a sum over the period's bets.
-- reached_at: when the total last changed (ties: the earlier reach ranks higher).
CREATE TABLE activity_contest_totals (
  activity_id integer NOT NULL REFERENCES activities (id),
  period_key text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  turnover bigint NOT NULL,
  reached_at bigint NOT NULL,
  PRIMARY KEY (activity_id, period_key, user_id)
);
CREATE INDEX activity_contest_ranking
  ON activity_contest_totals (activity_id, period_key, turnover DESC, reached_at, user_id);

-- Tickets count for the contests live when they are placed and whose game filter they pass.
-- One statement per placement (bet_place inserts a cart at once), keys in order.
CREATE FUNCTION activity_contest_count_bets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_contest_totals AS c (activity_id, period_key, user_id, turnover, reached_at)
  SELECT a.id, activity_period_key(a.period_kind, t.created_at), t.user_id, sum(t.amount),
         max(t.created_at)
    FROM new_tickets t
    JOIN activities a
      ON a.type = 'lionKingContest' AND a.state IN ('scheduled', 'running')
     AND a.starts_at <= t.created_at AND a.ends_at > t.created_at
     AND (jsonb_array_length(a.config -> 'gameIds') = 0
          OR a.config -> 'gameIds' @> to_jsonb(t.game_id))
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (activity_id, period_key, user_id) DO UPDATE
     SET turnover = c.turnover + EXCLUDED.turnover,
         reached_at = greatest(c.reached_at, EXCLUDED.reached_at);
  RETURN NULL;
END $$;

CREATE TRIGGER bet_tickets_contest_bets AFTER INSERT ON bet_tickets
  REFERENCING NEW TABLE AS new_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION activity_contest_count_bets();

-- A cancelled ticket (state 0 to 1; settled_at is the cancellation) leaves the total of the
-- period it was placed in.
CREATE FUNCTION activity_contest_count_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activity_contest_totals c
     SET turnover = c.turnover - NEW.amount,
         reached_at = greatest(c.reached_at, NEW.settled_at)
    FROM activities a
   WHERE a.type = 'lionKingContest' AND a.state IN ('scheduled', 'running')
     AND a.starts_at <= NEW.created_at AND a.ends_at > NEW.created_at
     AND (jsonb_array_length(a.config -> 'gameIds') = 0
          OR a.config -> 'gameIds' @> to_jsonb(NEW.game_id))
     AND c.activity_id = a.id AND c.user_id = NEW.user_id
     AND c.period_key = activity_period_key(a.period_kind, NEW.created_at);
  RETURN NULL;
END $$;

CREATE TRIGGER bet_tickets_contest_cancel AFTER UPDATE OF state ON bet_tickets
  FOR EACH ROW WHEN (OLD.state = 0 AND NEW.state = 1)
  EXECUTE FUNCTION activity_contest_count_cancel();

-- A period's payout, written first in its transaction: a second run (another instance, a rerun
-- after a crash) waits on this key and then finds the period paid.
CREATE TABLE activity_contest_payouts (
  activity_id integer NOT NULL REFERENCES activities (id),
  period_key text NOT NULL,
  period_ends_at bigint NOT NULL,
  paid_at bigint NOT NULL,
  PRIMARY KEY (activity_id, period_key)
);

-- The places of a paid period (the screen's past results); claim_id is NULL for a place the
-- budget no longer covered.
CREATE TABLE activity_contest_winners (
  activity_id integer NOT NULL,
  period_key text NOT NULL,
  rank integer NOT NULL CHECK (rank >= 1),
  user_id integer NOT NULL REFERENCES users (id),
  turnover bigint NOT NULL,
  amount bigint NOT NULL,
  claim_id bigint REFERENCES activity_claims (id),
  PRIMARY KEY (activity_id, period_key, rank),
  FOREIGN KEY (activity_id, period_key) REFERENCES activity_contest_payouts (activity_id, period_key)
);

-- Report summaries written once per transaction, at commit (module: reports; issue #21 "Scale").
--
-- Why: four settlers of one issue deadlocked on PostgreSQL (settle-crash.integration.test.ts)
-- once migration 0032 added report_team_days. Every statement kept its summary rows in key
-- order, but a transaction wrote them in several statements, and no order holds across
-- statements: a settlement batch writes them when its claim closes the certain losers, again
-- when it closes the judged tickets and again for its rebates, and each of those upserts of
-- report_player_days fired two team statements (its INSERT trigger for new player days, its
-- UPDATE trigger for the others). Settler A's first statement takes the top agent's row of
-- shard 3, B's first takes shard 1; A's second waits for shard 1, B's second for shard 3.
-- summary-lock-order.integration.test.ts builds that crossing with two tickets each: before
-- this migration PostgreSQL ended it as a deadlock, on a report_game_hours key. So the crossing
-- is as old as migration 0019 (its summaries were written statement by statement too); 0032
-- made it likely, with rows that every settler of a big team shares and two statements per
-- player-day upsert.
--
-- Now the triggers on tickets, rebates and the ledger only stage their differences in
-- report_pending (no shared row, no wait) and mark the transaction in report_flushes, whose
-- deferred constraint trigger runs report_pending_flush once, at commit: report_player_days,
-- then report_game_hours, then report_team_days, each one statement in key order. A transaction
-- takes summary rows only there, after every other lock it takes, and always in that one order
-- (table, then key), so two flushes cannot wait on each other in a cycle, and nothing waits
-- on a flushing transaction but another flush. The summary rows are also held only from the
-- flush to the commit instead of for the whole batch (about half a second at 20,000 tickets),
-- which is what their 16 shards are for: kept, see below.
--
-- Cost. bench:settlement (1,000,000 tickets of 100 players without uplines, batches of 20,000,
-- 2 lanes; load average 7 to 11 from other sessions on the 2-core machine): 73.5 s before
-- (database CPU 44.1 s) against its bare UPDATE's 57.9 s, ratio 1.27; after 52.2 s (database CPU
-- 36.4 s) against 55.2 s, ratio 0.95: a batch now writes the summaries once, at commit, instead
-- of three times (claim, close, rebates) and a team statement pair each time. The team fan-out
-- itself is what it was: bench/agent-team.ts's 1,000 players of a ten-level tree at BENCH_SCALE
-- 0.1 (4,276 team rows) took 312 / 380 ms (p50 / p95) through 0032's triggers beside 65 / 87 ms
-- for their bare player-day upsert, and take 229 / 267 ms through this flush (which also writes
-- the game hours; with 0035's key, which costs it about a third, see there) beside 30 / 33 ms:
-- about 85 us per team row, nearly all in the upsert itself (EXPLAIN ANALYZE: the account_tree
-- join 50 ms, the sort 40 ms). Both runs under the same load, but not in one process.

-- Shards stay 16 at every depth: below the top levels an ancestor has few members at a depth,
-- so its rows have few shards anyway (a level-8 agent's five players make at most five rows a
-- day), and the top agent's rows, the only ones with many shards, are the ones every instant bet
-- of its team writes. Its month report reads at most 30 days x 11 levels x 16 shards rows.

-- What the triggers staged for the transaction `xact`, not yet in the summaries. Every row is
-- written and deleted by one transaction, so no committed row stays here and a crash loses
-- nothing: unlogged.
CREATE UNLOGGED TABLE report_pending (
  xact xid8 NOT NULL DEFAULT pg_current_xact_id(),
  -- Hours since the epoch (UTC); the site day is derived from it (site days start on whole hours).
  hour integer NOT NULL,
  -- NULL: a daily pay or dividend line, which is a team figure only.
  game_id integer,
  user_id integer NOT NULL,
  tickets integer NOT NULL DEFAULT 0,
  turnover bigint NOT NULL DEFAULT 0,
  prize bigint NOT NULL DEFAULT 0,
  rebate bigint NOT NULL DEFAULT 0,
  daily_pay bigint NOT NULL DEFAULT 0,
  dividend bigint NOT NULL DEFAULT 0
);
CREATE INDEX report_pending_xact ON report_pending (xact);

-- One row per transaction with staged figures, while it runs: its insert queues the flush.
CREATE UNLOGGED TABLE report_flushes (xact xid8 PRIMARY KEY);

CREATE FUNCTION report_pending_mark() RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_flushes (xact) VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
$$;

CREATE FUNCTION report_pending_flush() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_player_days AS r (day, game_id, user_id, tickets, turnover, prize, rebate)
  SELECT ((p.hour::bigint * 3600000 + 28800000) / 86400000)::integer, p.game_id, p.user_id,
         sum(p.tickets), sum(p.turnover), sum(p.prize), sum(p.rebate)
    FROM report_pending p
   WHERE p.xact = NEW.xact AND p.game_id IS NOT NULL
   GROUP BY 1, 2, 3
  HAVING sum(p.tickets) <> 0 OR sum(p.turnover) <> 0 OR sum(p.prize) <> 0 OR sum(p.rebate) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (day, game_id, user_id) DO UPDATE
     SET tickets = r.tickets + EXCLUDED.tickets, turnover = r.turnover + EXCLUDED.turnover,
         prize = r.prize + EXCLUDED.prize, rebate = r.rebate + EXCLUDED.rebate;

  INSERT INTO report_game_hours AS r (hour, game_id, shard, tickets, turnover, prize, rebate)
  SELECT p.hour, p.game_id, (p.user_id % 16)::smallint, sum(p.tickets), sum(p.turnover),
         sum(p.prize), sum(p.rebate)
    FROM report_pending p
   WHERE p.xact = NEW.xact AND p.game_id IS NOT NULL
   GROUP BY 1, 2, 3
  HAVING sum(p.tickets) <> 0 OR sum(p.turnover) <> 0 OR sum(p.prize) <> 0 OR sum(p.rebate) <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (hour, game_id, shard) DO UPDATE
     SET tickets = r.tickets + EXCLUDED.tickets, turnover = r.turnover + EXCLUDED.turnover,
         prize = r.prize + EXCLUDED.prize, rebate = r.rebate + EXCLUDED.rebate;

  -- Each player's day once, then fanned out to its ancestors (0032: figures follow the tree at
  -- the time they happen).
  INSERT INTO report_team_days AS r
    (ancestor_id, day, depth, shard, tickets, turnover, prize, rebate, daily_pay, dividend)
  SELECT t.ancestor_id, d.day, t.depth, (d.user_id % 16)::smallint, sum(d.tickets),
         sum(d.turnover), sum(d.prize), sum(d.rebate), sum(d.daily_pay), sum(d.dividend)
    FROM (SELECT ((p.hour::bigint * 3600000 + 28800000) / 86400000)::integer AS day, p.user_id,
                 sum(p.tickets) AS tickets, sum(p.turnover) AS turnover, sum(p.prize) AS prize,
                 sum(p.rebate) AS rebate, sum(p.daily_pay) AS daily_pay,
                 sum(p.dividend) AS dividend
            FROM report_pending p WHERE p.xact = NEW.xact
           GROUP BY 1, 2
          HAVING sum(p.tickets) <> 0 OR sum(p.turnover) <> 0 OR sum(p.prize) <> 0
              OR sum(p.rebate) <> 0 OR sum(p.daily_pay) <> 0 OR sum(p.dividend) <> 0) AS d
    JOIN account_tree t ON t.descendant_id = d.user_id
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (ancestor_id, day, depth, shard) DO UPDATE
     SET tickets = r.tickets + EXCLUDED.tickets, turnover = r.turnover + EXCLUDED.turnover,
         prize = r.prize + EXCLUDED.prize, rebate = r.rebate + EXCLUDED.rebate,
         daily_pay = r.daily_pay + EXCLUDED.daily_pay, dividend = r.dividend + EXCLUDED.dividend;

  DELETE FROM report_pending WHERE xact = NEW.xact;
  DELETE FROM report_flushes WHERE xact = NEW.xact;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER report_flushes_at_commit AFTER INSERT ON report_flushes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_pending_flush();

-- Migration 0019's triggers, staging instead of writing (same figures, same rules).
CREATE OR REPLACE FUNCTION report_tickets_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_pending (hour, game_id, user_id, tickets, turnover, prize)
  SELECT (settled_at / 3600000)::integer, game_id, user_id, count(*), sum(amount), sum(prize)
    FROM new_rows WHERE state IN (2, 3) GROUP BY 1, 2, 3;
  IF FOUND THEN PERFORM report_pending_mark(); END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_tickets_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_pending (hour, game_id, user_id, tickets, turnover, prize)
  SELECT (at / 3600000)::integer, game_id, user_id, sum(tickets), sum(turnover), sum(prize)
    FROM (SELECT settled_at AS at, game_id, user_id, 1 AS tickets, amount AS turnover, prize
            FROM new_rows WHERE state IN (2, 3)
          UNION ALL
          SELECT settled_at, game_id, user_id, -1, -amount, -prize
            FROM old_rows WHERE state IN (2, 3)) AS u
   GROUP BY 1, 2, 3
  HAVING sum(tickets) <> 0 OR sum(turnover) <> 0 OR sum(prize) <> 0;
  IF FOUND THEN PERFORM report_pending_mark(); END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION report_rebates_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_pending (hour, game_id, user_id, rebate)
  SELECT (r.created_at / 3600000)::integer, t.game_id, t.user_id, sum(r.amount)
    FROM new_rows r JOIN bet_tickets t ON t.id = r.ticket_id GROUP BY 1, 2, 3;
  IF FOUND THEN PERFORM report_pending_mark(); END IF;
  RETURN NULL;
END $$;

-- Migration 0032's ledger trigger: daily pay (401, 402) and dividends (411, 412) of accounts.
CREATE OR REPLACE FUNCTION report_team_ledger_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM inserted WHERE cash_flow_type IN (401, 402, 411, 412)) THEN
    RETURN NULL;
  END IF;
  INSERT INTO report_pending (hour, user_id, daily_pay, dividend)
  SELECT (e.created_at / 3600000)::integer, a.user_id,
         coalesce(sum(e.amount) FILTER (WHERE e.cash_flow_type IN (401, 402)), 0),
         coalesce(sum(e.amount) FILTER (WHERE e.cash_flow_type IN (411, 412)), 0)
    FROM inserted e JOIN ledger_accounts a ON a.id = e.account_id
   WHERE e.cash_flow_type IN (401, 402, 411, 412) AND a.user_id IS NOT NULL
   GROUP BY 1, 2;
  IF FOUND THEN PERFORM report_pending_mark(); END IF;
  RETURN NULL;
END $$;

-- The team rows now come from the flush, no longer from report_player_days' own changes.
DROP TRIGGER report_team_player_days_inserted ON report_player_days;
DROP TRIGGER report_team_player_days_updated ON report_player_days;
DROP FUNCTION report_team_player_days_inserted();
DROP FUNCTION report_team_player_days_updated();
DROP FUNCTION report_summaries_add(jsonb);

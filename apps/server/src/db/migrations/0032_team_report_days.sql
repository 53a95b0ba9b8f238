-- Team report summaries (module: agent reports; issue #21 "Reports" and "Scale").
--
-- An agent's team report sums its whole subtree's play. Summing report_player_days over a top
-- agent's 200,000 members for a month is 200,000 index probes (bench/agent-team.ts: 3.9 s p50 on
-- a loaded machine, against a goal of 200 ms); this table keeps the sums per ancestor instead, so
-- a month of any agent's team is 30 days x its levels x 16 shards rows, whatever the team's size.
-- The price is paid by settlement: each player-day change fans out to the player's ancestors
-- (the bench's 1,000-row batch took 6 times as long with these triggers).
--
-- One row per site day, ancestor (every account is its own ancestor at depth 0), the member's
-- distance below it and a shard (member id % 16): like report_game_hours, the shard splits the
-- row that every bet under a top agent would otherwise update, so that concurrent instant bets
-- of one big team do not queue on it.
--
-- Figures follow the tree at the time they happen: a member moved with its subtree keeps its
-- past figures under its old upline (a team's past is what that team played, and what daily pay
-- and dividends were computed from). Daily pay and dividends are the members' net ledger lines
-- (401 + 402, 411 + 412; a payer's line is negative), so a team's total is what came in from
-- outside it: a payment from one member of the team to another cancels out.

CREATE TABLE report_team_days (
  ancestor_id integer NOT NULL,
  day integer NOT NULL,
  -- 0: the ancestor's own figures; 1: its direct members'; and so on.
  depth smallint NOT NULL,
  shard smallint NOT NULL,
  tickets integer NOT NULL DEFAULT 0,
  turnover bigint NOT NULL DEFAULT 0,
  prize bigint NOT NULL DEFAULT 0,
  rebate bigint NOT NULL DEFAULT 0,
  daily_pay bigint NOT NULL DEFAULT 0,
  dividend bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day, depth, shard)
);

-- Each trigger below joins its transition table straight to account_tree and upserts the sums
-- per (ancestor, day, depth, shard), in key order so that concurrent writers lock rows in one
-- order. (A first version passed the rows through jsonb to one shared function, as migration 0019
-- does: bench/agent-team.ts measured it at 8 times the cost of a settlement batch's own upsert.)

-- Betting figures follow report_player_days (kept by migration 0019's triggers, which upsert it):
-- the inserted rows and the difference of the updated ones.
CREATE FUNCTION report_team_player_days_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_team_days AS r
    (ancestor_id, day, depth, shard, tickets, turnover, prize, rebate, daily_pay, dividend)
  SELECT t.ancestor_id, d.day, t.depth, (d.user_id % 16)::smallint, sum(d.tickets),
         sum(d.turnover), sum(d.prize), sum(d.rebate), 0, 0
    FROM new_rows d JOIN account_tree t ON t.descendant_id = d.user_id
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (ancestor_id, day, depth, shard) DO UPDATE
     SET tickets = r.tickets + EXCLUDED.tickets, turnover = r.turnover + EXCLUDED.turnover,
         prize = r.prize + EXCLUDED.prize, rebate = r.rebate + EXCLUDED.rebate;
  RETURN NULL;
END $$;
CREATE TRIGGER report_team_player_days_inserted AFTER INSERT ON report_player_days
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_team_player_days_inserted();

CREATE FUNCTION report_team_player_days_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_team_days AS r
    (ancestor_id, day, depth, shard, tickets, turnover, prize, rebate, daily_pay, dividend)
  SELECT t.ancestor_id, d.day, t.depth, (d.user_id % 16)::smallint, sum(d.tickets),
         sum(d.turnover), sum(d.prize), sum(d.rebate), 0, 0
    FROM (SELECT day, user_id, sum(tickets) AS tickets, sum(turnover) AS turnover,
                 sum(prize) AS prize, sum(rebate) AS rebate
            FROM (SELECT day, user_id, tickets, turnover, prize, rebate FROM new_rows
                  UNION ALL
                  SELECT day, user_id, -tickets, -turnover, -prize, -rebate FROM old_rows) AS u
           GROUP BY 1, 2
          HAVING sum(tickets) <> 0 OR sum(turnover) <> 0 OR sum(prize) <> 0
              OR sum(rebate) <> 0) AS d
    JOIN account_tree t ON t.descendant_id = d.user_id
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (ancestor_id, day, depth, shard) DO UPDATE
     SET tickets = r.tickets + EXCLUDED.tickets, turnover = r.turnover + EXCLUDED.turnover,
         prize = r.prize + EXCLUDED.prize, rebate = r.rebate + EXCLUDED.rebate;
  RETURN NULL;
END $$;
CREATE TRIGGER report_team_player_days_updated AFTER UPDATE ON report_player_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_team_player_days_updated();

-- Daily pay and dividends: the agent programme's ledger lines, whichever code posts them (the
-- ledger is the interface between the jobs that pay and this report). The site day is the day
-- the line was written (UTC+8, platform/site-date-range.ts). Most ledger statements (bets,
-- prizes) carry none of these lines and end at the first scan of their few new rows.
CREATE FUNCTION report_team_ledger_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM inserted WHERE cash_flow_type IN (401, 402, 411, 412)) THEN
    RETURN NULL;
  END IF;
  INSERT INTO report_team_days AS r
    (ancestor_id, day, depth, shard, tickets, turnover, prize, rebate, daily_pay, dividend)
  SELECT t.ancestor_id, ((e.created_at + 28800000) / 86400000)::integer, t.depth,
         (a.user_id % 16)::smallint, 0, 0, 0, 0,
         coalesce(sum(e.amount) FILTER (WHERE e.cash_flow_type IN (401, 402)), 0),
         coalesce(sum(e.amount) FILTER (WHERE e.cash_flow_type IN (411, 412)), 0)
    FROM inserted e JOIN ledger_accounts a ON a.id = e.account_id
    JOIN account_tree t ON t.descendant_id = a.user_id
   WHERE e.cash_flow_type IN (401, 402, 411, 412)
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (ancestor_id, day, depth, shard) DO UPDATE
     SET daily_pay = r.daily_pay + EXCLUDED.daily_pay, dividend = r.dividend + EXCLUDED.dividend;
  RETURN NULL;
END $$;
CREATE TRIGGER report_team_ledger_inserted AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION report_team_ledger_inserted();

-- What happened before this migration.
INSERT INTO report_team_days
  (ancestor_id, day, depth, shard, tickets, turnover, prize, rebate, daily_pay, dividend)
SELECT t.ancestor_id, u.day, t.depth, (u.user_id % 16)::smallint, sum(u.tickets),
       sum(u.turnover), sum(u.prize), sum(u.rebate), sum(u.daily_pay), sum(u.dividend)
  FROM (SELECT day, user_id, tickets, turnover, prize, rebate, 0::bigint AS daily_pay,
               0::bigint AS dividend
          FROM report_player_days
        UNION ALL
        SELECT ((e.created_at + 28800000) / 86400000)::integer, a.user_id, 0, 0, 0, 0,
               CASE WHEN e.cash_flow_type IN (401, 402) THEN e.amount ELSE 0 END,
               CASE WHEN e.cash_flow_type IN (411, 412) THEN e.amount ELSE 0 END
          FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
         WHERE e.cash_flow_type IN (401, 402, 411, 412) AND a.user_id IS NOT NULL) AS u
  JOIN account_tree t ON t.descendant_id = u.user_id
 GROUP BY 1, 2, 3, 4;

-- How many accounts each account has at each depth below it (depth 0: itself), kept by triggers
-- on account_tree, whose rows change only when an account is created or moved. The team
-- report's level sizes and its members' team sizes read at most ten rows each here instead of
-- counting the closure rows: a top agent's 200,000 of them took about 190 ms to count
-- (bench/agent-team.ts), most of the report's budget.
CREATE TABLE report_team_sizes (
  ancestor_id integer NOT NULL,
  depth smallint NOT NULL,
  members integer NOT NULL CHECK (members >= 0),
  PRIMARY KEY (ancestor_id, depth)
);

CREATE FUNCTION report_team_sizes_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_team_sizes AS s (ancestor_id, depth, members)
  SELECT ancestor_id, depth, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (ancestor_id, depth) DO UPDATE SET members = s.members + EXCLUDED.members;
  RETURN NULL;
END $$;
CREATE TRIGGER report_team_sizes_inserted AFTER INSERT ON account_tree
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_team_sizes_inserted();

CREATE FUNCTION report_team_sizes_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_team_sizes s SET members = s.members - d.n
    FROM (SELECT ancestor_id, depth, count(*) AS n FROM old_rows GROUP BY 1, 2) AS d
   WHERE s.ancestor_id = d.ancestor_id AND s.depth = d.depth;
  RETURN NULL;
END $$;
CREATE TRIGGER report_team_sizes_deleted AFTER DELETE ON account_tree
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_team_sizes_deleted();

INSERT INTO report_team_sizes (ancestor_id, depth, members)
SELECT ancestor_id, depth, count(*) FROM account_tree GROUP BY 1, 2;

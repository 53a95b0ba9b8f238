-- Team report summaries (module: agent reports; issue #21 "Reports" and "Scale").
--
-- An agent's team report sums its whole subtree's play. Summing report_player_days over a top
-- agent's 200,000 members for a month is 200,000 index probes (bench/agent-team.ts measured the
-- bare join at several hundred ms on PostgreSQL, against a goal of 200 ms); this table keeps the
-- sums per ancestor instead, so a month of any agent's team is 30 days x its levels x 16 shards
-- rows, whatever the team's size.
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

-- Adds a set of per-member contributions (a JSON array of {day, user_id, tickets, turnover,
-- prize, rebate, daily_pay, dividend}) to every ancestor of each member, in key order so that
-- concurrent writers lock rows in one order.
CREATE FUNCTION report_team_days_add(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_team_days AS r
    (ancestor_id, day, depth, shard, tickets, turnover, prize, rebate, daily_pay, dividend)
  SELECT t.ancestor_id, d.day, t.depth, (d.user_id % 16)::smallint, sum(d.tickets),
         sum(d.turnover), sum(d.prize), sum(d.rebate), sum(d.daily_pay), sum(d.dividend)
    FROM jsonb_to_recordset(delta) AS d(day integer, user_id integer, tickets integer,
           turnover bigint, prize bigint, rebate bigint, daily_pay bigint, dividend bigint)
    JOIN account_tree t ON t.descendant_id = d.user_id
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (ancestor_id, day, depth, shard) DO UPDATE
     SET tickets = r.tickets + EXCLUDED.tickets, turnover = r.turnover + EXCLUDED.turnover,
         prize = r.prize + EXCLUDED.prize, rebate = r.rebate + EXCLUDED.rebate,
         daily_pay = r.daily_pay + EXCLUDED.daily_pay, dividend = r.dividend + EXCLUDED.dividend;
$$;

-- Betting figures follow report_player_days (kept by migration 0019's triggers, which upsert it):
-- the inserted rows and the difference of the updated ones, summed over games per member and day.
CREATE FUNCTION report_team_player_days_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  SELECT jsonb_agg(c) INTO delta
    FROM (SELECT day, user_id, sum(tickets) AS tickets, sum(turnover) AS turnover,
                 sum(prize) AS prize, sum(rebate) AS rebate, 0 AS daily_pay, 0 AS dividend
            FROM new_rows GROUP BY 1, 2) AS c;
  IF delta IS NOT NULL THEN PERFORM report_team_days_add(delta); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_team_player_days_inserted AFTER INSERT ON report_player_days
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_team_player_days_inserted();

CREATE FUNCTION report_team_player_days_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  SELECT jsonb_agg(c) INTO delta
    FROM (SELECT day, user_id, sum(tickets) AS tickets, sum(turnover) AS turnover,
                 sum(prize) AS prize, sum(rebate) AS rebate, 0 AS daily_pay, 0 AS dividend
            FROM (SELECT day, user_id, tickets, turnover, prize, rebate FROM new_rows
                  UNION ALL
                  SELECT day, user_id, -tickets, -turnover, -prize, -rebate FROM old_rows) AS u
           GROUP BY 1, 2
          HAVING sum(tickets) <> 0 OR sum(turnover) <> 0 OR sum(prize) <> 0
              OR sum(rebate) <> 0) AS c;
  IF delta IS NOT NULL THEN PERFORM report_team_days_add(delta); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_team_player_days_updated AFTER UPDATE ON report_player_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_team_player_days_updated();

-- Daily pay and dividends: the agent programme's ledger lines, whichever code posts them (the
-- ledger is the interface between the jobs that pay and this report). The site day is the day
-- the line was written (UTC+8, platform/site-date-range.ts).
CREATE FUNCTION report_team_ledger_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  SELECT jsonb_agg(c) INTO delta
    FROM (SELECT ((e.created_at + 28800000) / 86400000)::integer AS day, a.user_id,
                 0 AS tickets, 0 AS turnover, 0 AS prize, 0 AS rebate,
                 coalesce(sum(e.amount) FILTER (WHERE e.cash_flow_type IN (401, 402)), 0)
                   AS daily_pay,
                 coalesce(sum(e.amount) FILTER (WHERE e.cash_flow_type IN (411, 412)), 0)
                   AS dividend
            FROM inserted e JOIN ledger_accounts a ON a.id = e.account_id
           WHERE e.cash_flow_type IN (401, 402, 411, 412) AND a.user_id IS NOT NULL
           GROUP BY 1, 2) AS c;
  IF delta IS NOT NULL THEN PERFORM report_team_days_add(delta); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_team_ledger_inserted AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION report_team_ledger_inserted();

-- What happened before this migration.
SELECT report_team_days_add(coalesce(jsonb_agg(c), '[]'))
  FROM (SELECT day, user_id, sum(tickets) AS tickets, sum(turnover) AS turnover,
               sum(prize) AS prize, sum(rebate) AS rebate, sum(daily_pay) AS daily_pay,
               sum(dividend) AS dividend
          FROM (SELECT day, user_id, tickets, turnover, prize, rebate, 0::bigint AS daily_pay,
                       0::bigint AS dividend
                  FROM report_player_days
                UNION ALL
                SELECT ((e.created_at + 28800000) / 86400000)::integer, a.user_id, 0, 0, 0, 0,
                       CASE WHEN e.cash_flow_type IN (401, 402) THEN e.amount ELSE 0 END,
                       CASE WHEN e.cash_flow_type IN (411, 412) THEN e.amount ELSE 0 END
                  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                 WHERE e.cash_flow_type IN (401, 402, 411, 412) AND a.user_id IS NOT NULL) AS u
         GROUP BY 1, 2) AS c;

-- Report summaries and back-office search indexes (module: reports; issue #19).
--
-- The dashboard and the daily profit-and-loss reports read these instead of scanning tickets: on a
-- site of 10,000,000 tickets a day of figures is a few thousand summary rows. They follow the rule
-- of the player's own profit report (modules/bet/profit-report.ts): a ticket counts once settled
-- (no prize or win), on the site day (fixed UTC+8, platform/site-date-range.ts) it settled; a
-- cancelled ticket counts nothing; a rebate on the day it was credited, under the game of its
-- ticket. The house's view differs in one point: every rebate a ticket pays (the player's own and
-- each upline agent's) is counted against the player who placed the ticket, since that play is
-- what cost it.
--
-- They are kept by statement-level triggers on bet_tickets and bet_rebates, so they change in the
-- very transaction that settles, cancels or pays (whatever code path does it, now or later), one
-- aggregate upsert per statement rather than one per row: a settlement batch of 5,000 tickets
-- adds one grouped INSERT ... ON CONFLICT. Each trigger applies the difference between the rows'
-- old and new contributions, so a later change of a settled ticket (a prize held and voided,
-- say) keeps the sums right too.

CREATE TABLE report_player_days (
  -- Site day number: days since 1970-01-01 in site time.
  day integer NOT NULL,
  game_id integer NOT NULL,
  -- The player who placed the tickets.
  user_id integer NOT NULL,
  tickets integer NOT NULL DEFAULT 0,
  turnover bigint NOT NULL DEFAULT 0,
  prize bigint NOT NULL DEFAULT 0,
  rebate bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, game_id, user_id)
);
CREATE INDEX report_player_days_user ON report_player_days (user_id, day);

-- The same figures by hour and game for the dashboard's charts. `shard` (user_id % 16) splits the
-- row of a busy hour: instant (MiaoMiao) tickets are inserted settled by concurrent bets, and one
-- row per hour and game would make every such bet wait for the one before it to commit.
CREATE TABLE report_game_hours (
  -- Hours since the epoch (UTC; site days start on a whole hour, UTC+8).
  hour integer NOT NULL,
  game_id integer NOT NULL,
  shard smallint NOT NULL,
  tickets integer NOT NULL DEFAULT 0,
  turnover bigint NOT NULL DEFAULT 0,
  prize bigint NOT NULL DEFAULT 0,
  rebate bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, game_id, shard)
);

-- Adds a set of contributions (a JSON array of {hour, game_id, user_id, tickets, turnover, prize,
-- rebate}, already summed per key by the caller: a settlement batch settles at one instant, so it
-- is one element per player) to both summaries, in key order so that concurrent writers lock rows
-- in one order.
CREATE FUNCTION report_summaries_add(delta jsonb) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT * FROM jsonb_to_recordset(delta) AS x(hour integer, game_id integer, user_id integer,
      tickets integer, turnover bigint, prize bigint, rebate bigint)
  ), days AS (
    INSERT INTO report_player_days AS r (day, game_id, user_id, tickets, turnover, prize, rebate)
    SELECT ((hour::bigint * 3600000 + 28800000) / 86400000)::integer, game_id, user_id, sum(tickets), sum(turnover),
           sum(prize), sum(rebate)
      FROM d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (day, game_id, user_id) DO UPDATE
       SET tickets = r.tickets + EXCLUDED.tickets, turnover = r.turnover + EXCLUDED.turnover,
           prize = r.prize + EXCLUDED.prize, rebate = r.rebate + EXCLUDED.rebate
    RETURNING 1
  )
  INSERT INTO report_game_hours AS r (hour, game_id, shard, tickets, turnover, prize, rebate)
  SELECT hour, game_id, (user_id % 16)::smallint, sum(tickets), sum(turnover),
         sum(prize), sum(rebate)
    FROM d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (hour, game_id, shard) DO UPDATE
     SET tickets = r.tickets + EXCLUDED.tickets, turnover = r.turnover + EXCLUDED.turnover,
         prize = r.prize + EXCLUDED.prize, rebate = r.rebate + EXCLUDED.rebate;
$$;

CREATE FUNCTION report_tickets_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  SELECT jsonb_agg(c) INTO delta
    FROM (SELECT settled_at / 3600000 AS hour, game_id, user_id, count(*) AS tickets,
                 sum(amount) AS turnover, sum(prize) AS prize, 0 AS rebate
            FROM new_rows WHERE state IN (2, 3) GROUP BY 1, 2, 3) AS c;
  IF delta IS NOT NULL THEN PERFORM report_summaries_add(delta); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_tickets_inserted AFTER INSERT ON bet_tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_tickets_inserted();

CREATE FUNCTION report_tickets_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  SELECT jsonb_agg(c) INTO delta
    FROM (SELECT at / 3600000 AS hour, game_id, user_id, sum(tickets) AS tickets,
                 sum(turnover) AS turnover, sum(prize) AS prize, 0 AS rebate
            FROM (SELECT settled_at AS at, game_id, user_id, 1 AS tickets, amount AS turnover,
                         prize
                    FROM new_rows WHERE state IN (2, 3)
                  UNION ALL
                  SELECT settled_at, game_id, user_id, -1, -amount, -prize
                    FROM old_rows WHERE state IN (2, 3)) AS u
           GROUP BY 1, 2, 3
          HAVING sum(tickets) <> 0 OR sum(turnover) <> 0 OR sum(prize) <> 0) AS c;
  IF delta IS NOT NULL THEN PERFORM report_summaries_add(delta); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_tickets_updated AFTER UPDATE ON bet_tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_tickets_updated();

CREATE FUNCTION report_rebates_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  SELECT jsonb_agg(c) INTO delta
    FROM (SELECT r.created_at / 3600000 AS hour, t.game_id, t.user_id, 0 AS tickets,
                 0 AS turnover, 0 AS prize, sum(r.amount) AS rebate
            FROM new_rows r JOIN bet_tickets t ON t.id = r.ticket_id GROUP BY 1, 2, 3) AS c;
  IF delta IS NOT NULL THEN PERFORM report_summaries_add(delta); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_rebates_inserted AFTER INSERT ON bet_rebates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rebates_inserted();

-- What happened before this migration.
SELECT report_summaries_add(coalesce(jsonb_agg(c), '[]'))
  FROM (SELECT at / 3600000 AS hour, game_id, user_id, sum(tickets) AS tickets,
               sum(turnover) AS turnover, sum(prize) AS prize, sum(rebate) AS rebate
          FROM (SELECT settled_at AS at, game_id, user_id, 1 AS tickets, amount AS turnover,
                       prize, 0 AS rebate
                  FROM bet_tickets WHERE state IN (2, 3)
                UNION ALL
                SELECT r.created_at, t.game_id, t.user_id, 0, 0, 0, r.amount
                  FROM bet_rebates r JOIN bet_tickets t ON t.id = r.ticket_id) AS u
         GROUP BY 1, 2, 3) AS c;

-- Player search (administrators): login ID and nick name by prefix, registration date, last
-- login address (through the sessions), newest session per account.
CREATE INDEX users_login_id_prefix ON users (lower(login_id) text_pattern_ops);
CREATE INDEX users_nick_name_prefix ON users (lower(nick_name) text_pattern_ops);
CREATE INDEX users_created_at ON users (created_at);
CREATE INDEX sessions_by_user_time ON sessions (user_id, created_at DESC);
CREATE INDEX sessions_by_ip ON sessions (ip, user_id) WHERE ip IS NOT NULL;

/**
 * The SQL of the back-office reports over the summaries of migration 0019, kept apart from the
 * code that runs them so that the benchmark times exactly these statements bare beside the
 * routes. Parameters: $1 first site day, $2 last site day (included); hour-based queries take
 * $1 first hour, $2 end hour (excluded).
 */

const sums = `sum(tickets)::bigint AS tickets, sum(turnover)::bigint AS turnover,
  sum(prize)::bigint AS prize, sum(rebate)::bigint AS rebate`;

/**
 * Daily profit and loss by game, from the hourly table (a day is 24 × 16 shard rows per game,
 * far fewer than its player rows). Site days start at 16:00 UTC, a whole hour.
 */
export const gameDaysSql = `
  SELECT ((hour::bigint * 3600000 + 28800000) / 86400000)::int AS day, game_id, ${sums}
    FROM report_game_hours WHERE hour >= $1 AND hour < $2
   GROUP BY 1, 2 ORDER BY 1 DESC, 2`;

export const gameHoursSql = `
  SELECT hour, ${sums} FROM report_game_hours WHERE hour >= $1 AND hour < $2
   GROUP BY 1 ORDER BY 1`;

export const gamesSql = `
  SELECT game_id, ${sums} FROM report_game_hours WHERE hour >= $1 AND hour < $2
   GROUP BY 1 ORDER BY 1`;

export const totalsSql = `SELECT ${sums} FROM report_game_hours WHERE hour >= $1 AND hour < $2`;

/** Players with a settled ticket (or a rebate) in the days. */
export const activePlayersSql = `
  SELECT count(DISTINCT user_id)::int AS n FROM report_player_days WHERE day >= $1 AND day <= $2`;

/**
 * Each player's figures over the days, largest turnover first, a page ($4 limit, $5 offset),
 * optionally only login IDs starting with $3 (a LIKE pattern).
 */
export const playerPageSql = `
  WITH totals AS (
    SELECT user_id, ${sums} FROM report_player_days WHERE day >= $1 AND day <= $2
     GROUP BY user_id
  )
  SELECT u.login_id, u.nick_name, p.login_id AS agent_login_id, t.tickets, t.turnover, t.prize, t.rebate,
         count(*) OVER ()::int AS total
    FROM totals t JOIN users u ON u.id = t.user_id LEFT JOIN users p ON p.id = u.parent_id
   WHERE $3::text IS NULL OR lower(u.login_id) LIKE $3
   ORDER BY t.turnover DESC, u.id LIMIT $4 OFFSET $5`;

/** Every player's figures over the days, in account order (for the CSV export's cursor). */
export const playerExportSql = `
  SELECT u.login_id, u.nick_name, p.login_id AS agent_login_id, t.tickets, t.turnover, t.prize, t.rebate
    FROM (SELECT user_id, ${sums} FROM report_player_days WHERE day >= $1 AND day <= $2
           GROUP BY user_id) t
    JOIN users u ON u.id = t.user_id LEFT JOIN users p ON p.id = u.parent_id
   WHERE $3::text IS NULL OR lower(u.login_id) LIKE $3
   ORDER BY u.id`;

/**
 * Agent teams: each agent directly under the agent $3 (or, $3 null, each agent without an
 * upline) with the figures of its whole team (itself and every account below it, at any depth):
 * one index range of account_tree (migration 0027) per listed agent, no walk up users.parent_id.
 */
export const teamSql = `
  WITH totals AS (
    SELECT user_id, ${sums} FROM report_player_days WHERE day >= $1 AND day <= $2
     GROUP BY user_id
  )
  SELECT a.login_id AS agent_login_id, count(*)::int AS players, sum(t.tickets)::bigint AS tickets,
         sum(t.turnover)::bigint AS turnover, sum(t.prize)::bigint AS prize,
         sum(t.rebate)::bigint AS rebate, a.id AS agent_id
    FROM users a
    JOIN account_tree tree ON tree.ancestor_id = a.id
    JOIN totals t ON t.user_id = tree.descendant_id
   WHERE a.role = 'agent'
     AND a.parent_id IS NOT DISTINCT FROM (SELECT id FROM users WHERE lower(login_id) = lower($3))
   GROUP BY a.id, a.login_id`;

export const teamPageSql = `
  SELECT *, count(*) OVER ()::int AS total FROM (${teamSql}) teams
   ORDER BY turnover DESC, agent_id LIMIT $4 OFFSET $5`;

export const teamExportSql = `SELECT * FROM (${teamSql}) teams ORDER BY agent_id`;

/**
 * The SQL of the team report over report_team_days (migration 0032), kept apart from the code
 * that runs it so that bench/agent-team.ts times exactly these statements beside the route.
 * Parameters: $1 the account whose team it is, $2 first site day, $3 last site day (included).
 */

const sums = `sum(tickets)::bigint AS tickets, sum(turnover)::bigint AS turnover,
  sum(prize)::bigint AS prize, sum(rebate)::bigint AS rebate,
  sum(daily_pay)::bigint AS daily_pay, sum(dividend)::bigint AS dividend`;

/** The team's figures by level (depth 0 is the account itself). */
export const teamLevelsSql = `
  SELECT depth::int, ${sums} FROM report_team_days
   WHERE ancestor_id = $1 AND day >= $2 AND day <= $3
   GROUP BY depth ORDER BY depth`;

/** The team's figures by day, newest first. */
export const teamDaysSql = `
  SELECT day, ${sums} FROM report_team_days
   WHERE ancestor_id = $1 AND day >= $2 AND day <= $3
   GROUP BY day ORDER BY day DESC`;

/** How many accounts the team has at each level now (an index-only range of account_tree). */
export const teamLevelSizesSql = `
  SELECT depth::int, count(*)::int AS members FROM account_tree WHERE ancestor_id = $1
   GROUP BY depth ORDER BY depth`;

/**
 * A page of the account's direct members ($4 limit, $5 offset), each with its whole subtree's
 * figures and size, largest turnover first.
 */
export const teamMembersPageSql = `
  WITH members AS (
    SELECT u.id, u.login_id, u.role FROM account_tree t JOIN users u ON u.id = t.descendant_id
     WHERE t.ancestor_id = $1 AND t.depth = 1
  ), figures AS (
    SELECT r.ancestor_id AS id, ${sums} FROM report_team_days r JOIN members m ON m.id = r.ancestor_id
     WHERE r.day >= $2 AND r.day <= $3 GROUP BY r.ancestor_id
  )
  SELECT m.id, m.login_id, m.role,
         (SELECT count(*) FROM account_tree s WHERE s.ancestor_id = m.id)::int AS team_size,
         coalesce(f.tickets, 0) AS tickets, coalesce(f.turnover, 0) AS turnover,
         coalesce(f.prize, 0) AS prize, coalesce(f.rebate, 0) AS rebate,
         coalesce(f.daily_pay, 0) AS daily_pay, coalesce(f.dividend, 0) AS dividend,
         count(*) OVER ()::int AS total
    FROM members m LEFT JOIN figures f ON f.id = m.id
   ORDER BY coalesce(f.turnover, 0) DESC, m.id LIMIT $4 OFFSET $5`;

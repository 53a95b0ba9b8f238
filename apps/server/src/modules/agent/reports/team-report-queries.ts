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

/** How many accounts the team has at each level now (report_team_sizes, kept by trigger). */
export const teamLevelSizesSql = `
  SELECT depth::int, members FROM report_team_sizes WHERE ancestor_id = $1 AND members > 0
   ORDER BY depth`;

/**
 * A page of the account's direct members ($4 limit, $5 offset), each with its whole subtree's
 * figures and size, largest turnover first. LATERAL keeps each member's sums an index range of
 * report_team_days: as a join, the planner scanned the whole table for a top agent's four members
 * (2.6 s in bench/agent-team.ts). The members come from users.parent_id (the tree's source of
 * truth), not from account_tree's depth 1: the planner guessed a top agent had 2,056 direct
 * members there (its 20,000 closure rows times depth 1's share), hashed the whole users table
 * and compiled the plan with JIT, 140 ms of a 505 ms page at BENCH_SCALE 0.1 for one member;
 * by parent_id it expects four and the page takes 2 to 9 ms.
 */
export const teamMembersPageSql = `
  SELECT u.id, u.login_id, u.role, z.team_size, f.tickets, f.turnover, f.prize, f.rebate,
         f.daily_pay, f.dividend, count(*) OVER ()::int AS total
    FROM users u
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(tickets), 0)::bigint AS tickets,
             coalesce(sum(turnover), 0)::bigint AS turnover,
             coalesce(sum(prize), 0)::bigint AS prize, coalesce(sum(rebate), 0)::bigint AS rebate,
             coalesce(sum(daily_pay), 0)::bigint AS daily_pay,
             coalesce(sum(dividend), 0)::bigint AS dividend
        FROM report_team_days r WHERE r.ancestor_id = u.id AND r.day >= $2 AND r.day <= $3
    ) f
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(members), 0)::int AS team_size FROM report_team_sizes z
       WHERE z.ancestor_id = u.id
    ) z
   WHERE u.parent_id = $1
   ORDER BY f.turnover DESC, u.id LIMIT $4 OFFSET $5`;

import { preparedStatement, type TQueryable } from '../../db/database.ts';
import {
  userBalancesOf,
  userBalancesSql,
  type TUserBalances,
  type TUserBalancesRow,
} from '../wallet/account-balances.ts';

/** What the head of the administrators' player page shows of the account, read in one query. */
export interface TPlayerHeadRow {
  id: number;
  login_id: string;
  nick_name: string;
  role: 'player' | 'agent';
  state_flags: number;
  prize_group: number;
  has_authenticator: boolean;
  created_at: Date;
  agent_login_id: string | null;
  /** Upline login IDs, nearest first. */
  upline: string[];
  direct_downline: number;
  open_sessions: number;
  last_login_at: Date | null;
  last_login_ip: string | null;
}

export interface TPlayerHead extends TPlayerHeadRow {
  /** Every ledger account's balance by kind (wallet's, read in the same statement). */
  balances: TUserBalances;
}

/**
 * The head's one statement, for readPlayerHead and the benchmark (bench/back-office.ts), so the
 * two cannot drift apart. One statement rather than one per figure: on a loaded machine each
 * round trip costs about a millisecond, and the page's head had seven (measured by the bench);
 * the balances, wallet's, are a LATERAL of it rather than a second statement after it. Prepared:
 * its text is fixed and planning it cost more than running it (0.5 ms against 0.2 ms, EXPLAIN on
 * the bench's site at BENCH_SCALE 0.05). The agent is a subquery by primary key, not a join,
 * which the planner made a merge join walking users_pkey from the first id up to the agent's.
 */
const playerHeadSql =
  preparedStatement(`SELECT u.id, u.login_id, u.nick_name, u.role, u.state_flags, u.prize_group,
            u.totp_secret IS NOT NULL AS has_authenticator, u.created_at,
            (SELECT p.login_id FROM users p WHERE p.id = u.parent_id) AS agent_login_id,
            coalesce((WITH RECURSIVE up AS (
                        SELECT u.parent_id AS id, 1 AS depth
                        UNION ALL
                        SELECT a.parent_id, up.depth + 1 FROM up JOIN users a ON a.id = up.id
                         WHERE up.depth < 100)
                      SELECT array_agg(a.login_id ORDER BY up.depth)
                        FROM up JOIN users a ON a.id = up.id), '{}') AS upline,
            (SELECT count(*)::int FROM users d WHERE d.parent_id = u.id) AS direct_downline,
            (SELECT count(*)::int FROM sessions s
              WHERE s.user_id = u.id AND s.ended_at IS NULL) AS open_sessions,
            l.created_at AS last_login_at, host(l.ip) AS last_login_ip,
            b.main, b.bonus, b.bet_holds, b.schedule_holds, b.pending_withdrawals
       FROM users u
       LEFT JOIN LATERAL (SELECT created_at, ip FROM sessions
                           WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) l ON true
       CROSS JOIN LATERAL (${userBalancesSql('u.id')}) b
      WHERE lower(u.login_id) = lower($1) AND u.role IN ('player', 'agent')`);

export const playerHeadStatement = (loginId: string) => ({
  sql: playerHeadSql,
  params: [loginId] as const,
});

export async function readPlayerHead(db: TQueryable, loginId: string): Promise<TPlayerHead | null> {
  const statement = playerHeadStatement(loginId);
  const [row] = await db.query<TPlayerHeadRow & TUserBalancesRow>(statement.sql, statement.params);
  if (!row) return null;
  const { main, bonus, bet_holds, schedule_holds, pending_withdrawals, ...head } = row;
  return {
    ...head,
    balances: userBalancesOf({ main, bonus, bet_holds, schedule_holds, pending_withdrawals }),
  };
}

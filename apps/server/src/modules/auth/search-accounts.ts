import type { TPlayerSearchQuery } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { dayMs, siteMidnight } from '../../platform/site-date-range.ts';
import { stateFlags } from './state-flags.ts';

/**
 * The administrators' player search over players and agents (never administrators). Each filter
 * has its index (migration 0019): login ID and nick name by prefix (text_pattern_ops on the
 * lower-cased text), registration time, the agent's downline (users_parent_id_idx), the latest
 * login's address (sessions by address, then each candidate's newest session). The page is cut
 * from users alone and only its rows are completed (agent, last login), so a broad search costs
 * one index walk and a count, not a join over every account.
 */

export interface TAccountSummaryRow {
  id: number;
  login_id: string;
  nick_name: string;
  role: 'player' | 'agent';
  agent_login_id: string | null;
  state_flags: number;
  created_at: Date;
  last_login_at: Date | null;
  last_login_ip: string | null;
}

const likePrefix = (text: string | undefined) =>
  text === undefined || text === ''
    ? null
    : `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(query: TPlayerSearchQuery) {
  const from = query.RegisteredFrom === undefined ? null : siteMidnight(query.RegisteredFrom);
  const to = query.RegisteredTo === undefined ? null : siteMidnight(query.RegisteredTo);
  return {
    // A date that does not exist (2026-02-30) matches no account rather than being ignored.
    impossible: from === null && query.RegisteredFrom !== undefined,
    params: [
      likePrefix(query.LoginId),
      likePrefix(query.NickName),
      query.AgentLoginId ?? null,
      query.StateFlag === undefined ? null : stateFlags[query.StateFlag],
      query.Role ?? null,
      from === null ? null : new Date(from),
      to === null ? (query.RegisteredTo === undefined ? null : new Date(0)) : new Date(to + dayMs),
      query.LastLoginIp ?? null,
    ],
  };
}

const whereSql = `u.role IN ('player', 'agent')
  AND ($1::text IS NULL OR lower(u.login_id) LIKE $1)
  AND ($2::text IS NULL OR lower(u.nick_name) LIKE $2)
  AND ($3::text IS NULL OR u.parent_id = (SELECT id FROM users WHERE lower(login_id) = lower($3)))
  AND ($4::int IS NULL OR u.state_flags & $4 <> 0)
  AND ($5::text IS NULL OR u.role = $5)
  AND ($6::timestamptz IS NULL OR u.created_at >= $6)
  AND ($7::timestamptz IS NULL OR u.created_at < $7)
  AND ($8::inet IS NULL OR (u.id IN (SELECT user_id FROM sessions WHERE ip = $8)
       AND (SELECT ip FROM sessions s WHERE s.user_id = u.id
             ORDER BY s.created_at DESC LIMIT 1) = $8))`;

/** The two statements of a search (its count and its page), for the search and the benchmark. */
export function searchAccountsStatements(query: TPlayerSearchQuery) {
  const filter = filterOf(query);
  return {
    impossible: filter.impossible,
    count: {
      sql: `SELECT count(*)::int AS total FROM users u WHERE ${whereSql}`,
      params: filter.params,
    },
    page: {
      sql: `SELECT u.id, u.login_id, u.nick_name, u.role, p.login_id AS agent_login_id,
                   u.state_flags, u.created_at, s.created_at AS last_login_at,
                   host(s.ip) AS last_login_ip
              FROM (SELECT u.* FROM users u WHERE ${whereSql}
                     ORDER BY u.created_at DESC, u.id DESC LIMIT $9 OFFSET $10) u
              LEFT JOIN users p ON p.id = u.parent_id
              LEFT JOIN LATERAL (SELECT created_at, ip FROM sessions
                                  WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) s ON true
             ORDER BY u.created_at DESC, u.id DESC`,
      params: [...filter.params, query.PageSize, (query.PageIndex - 1) * query.PageSize],
    },
  };
}

export async function searchAccounts(
  db: TQueryable,
  query: TPlayerSearchQuery,
): Promise<{ rows: TAccountSummaryRow[]; total: number }> {
  const statements = searchAccountsStatements(query);
  if (statements.impossible) return { rows: [], total: 0 };
  const [counted] = await db.query<{ total: number }>(
    statements.count.sql,
    statements.count.params,
  );
  const rows = await db.query<TAccountSummaryRow>(statements.page.sql, statements.page.params);
  return { rows, total: counted?.total ?? 0 };
}

/** Players and agents registered in [fromMs, toMs) (index users_created_at). */
export async function countRegistrations(
  db: TQueryable,
  fromMs: number,
  toMs: number,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users
      WHERE created_at >= $1 AND created_at < $2 AND role IN ('player', 'agent')`,
    [new Date(fromMs), new Date(toMs)],
  );
  return row?.n ?? 0;
}

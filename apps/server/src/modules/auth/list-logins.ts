import type { TQueryable } from '../../db/database.ts';
import type { TEndReason } from './sessions.ts';

/** One login of an account (a session), for the administrators' player page. */
export interface TLoginRow {
  id: string;
  created_at: Date;
  ip: string | null;
  user_agent: string | null;
  login_type: number;
  ended_at: Date | null;
  end_reason: TEndReason | null;
}

/** The account's logins, newest first, a page at a time (index sessions_by_user_time). */
export async function listLogins(
  db: TQueryable,
  userId: number,
  page: { index: number; size: number },
): Promise<{ rows: TLoginRow[]; total: number }> {
  const [counted] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM sessions WHERE user_id = $1',
    [userId],
  );
  const rows = await db.query<TLoginRow>(
    `SELECT id, created_at, host(ip) AS ip, user_agent, login_type, ended_at, end_reason
       FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2 OFFSET $3`,
    [userId, page.size, (page.index - 1) * page.size],
  );
  return { rows, total: counted?.total ?? 0 };
}

import type { TLoginHistory } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { loginTypes } from '@lottery/contracts';
import { listLogins } from '../auth/list-logins.ts';

/** The player's own logins, newest first: address, browser, when, and how each ended. */
export async function loginHistory(
  db: TQueryable,
  session: { userId: number; sessionId: string },
  page: { index: number; size: number },
): Promise<TLoginHistory> {
  const { rows, total } = await listLogins(db, session.userId, page);
  return {
    Rows: rows.map((row) => ({
      Time: row.created_at.toISOString(),
      Ip: row.ip,
      Device: row.user_agent,
      WithAuthenticator: row.login_type === loginTypes.passwordAndTotp,
      IsCurrent: row.id === session.sessionId,
      EndedAt: row.ended_at?.toISOString() ?? null,
      EndReason: row.end_reason,
    })),
    Total: total,
  };
}

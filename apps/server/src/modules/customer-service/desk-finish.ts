import type { TDatabase } from '../../db/database.ts';
import { succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { lockServedBy } from './desk-serving.ts';
import type { TAsker } from './service-askers.ts';
import { askerOfRow } from './service-rows.ts';

/** ServiceDeskFinish: the serving operator ends the session; the asker may then rate it. */
export function finishSession(
  db: TDatabase,
  admin: TAdminSession,
  sessionId: number,
  nowMs: number,
): Promise<TResult<{ SessionId: number; FinishedAt: number; asker: TAsker }>> {
  return db.transaction(async (tx) => {
    const session = await lockServedBy(tx, sessionId, admin.adminId);
    if (!session.ok) return session;
    await tx.query(
      `UPDATE service_sessions SET state = 'finished', finished_at = $2 WHERE id = $1`,
      [sessionId, nowMs],
    );
    await writeAdminAudit(tx, admin, {
      action: 'service.session.finish',
      targetType: 'service_session',
      targetId: sessionId,
      before: { state: 'serving' },
      after: { state: 'finished', finishedAt: nowMs },
    });
    return succeed({ SessionId: sessionId, FinishedAt: nowMs, asker: askerOfRow(session.value) });
  });
}

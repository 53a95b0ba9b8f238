import type { TServiceDeskSession } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { deskSessions, readSession } from './service-rows.ts';

/** The waiter to take: the named one, or the first in the queue nobody else is taking. */
async function waiterId(tx: TQueryable, sessionId: number | undefined): Promise<TResult<number>> {
  if (sessionId === undefined) {
    const [next] = await tx.query<{ id: number }>(
      `SELECT id FROM service_sessions WHERE state = 'waiting' ORDER BY id LIMIT 1
       FOR UPDATE SKIP LOCKED`,
    );
    return next ? succeed(next.id) : fail('ServiceQueueEmpty');
  }
  const row = await readSession(tx, sessionId, true);
  if (!row) return fail('ServiceSessionNotFound');
  return row.state === 'waiting' ? succeed(row.id) : fail('ServiceNotWaiting');
}

/**
 * ServiceDeskTake: an operator serves a waiter (several at once is fine). Two operators taking
 * the same one: the row lock lets one through, the other finds it served (ServiceNotWaiting).
 */
export function takeWaiter(
  db: TDatabase,
  admin: TAdminSession,
  sessionId: number | undefined,
  nowMs: number,
): Promise<TResult<TServiceDeskSession>> {
  return db.transaction(async (tx) => {
    const id = await waiterId(tx, sessionId);
    if (!id.ok) return id;
    await tx.query(
      `UPDATE service_sessions SET state = 'serving', operator_id = $2, served_at = $3
        WHERE id = $1`,
      [id.value, admin.adminId, nowMs],
    );
    await writeAdminAudit(tx, admin, {
      action: 'service.session.take',
      targetType: 'service_session',
      targetId: id.value,
      before: { state: 'waiting' },
      after: { state: 'serving', operatorId: admin.adminId },
    });
    const row = await readSession(tx, id.value);
    if (!row) throw new Error('service session vanished');
    const [session] = await deskSessions(tx, [row]);
    if (!session) throw new Error('service session vanished');
    return succeed(session);
  });
}

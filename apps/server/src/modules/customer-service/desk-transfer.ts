import type { TServiceDeskSession } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { permissionsOfRole } from '../admin/identity/role-permissions.ts';
import { lockServedBy } from './desk-serving.ts';
import { deskSessions, readSession } from './service-rows.ts';

/** Whether an administrator exists, is enabled and has a role that serves (chat.serve). */
async function canServe(tx: TQueryable, adminId: number): Promise<boolean> {
  const [row] = await tx.query<{ name: string; builtin: boolean; permissions: string[] | null }>(
    `SELECT r.name, r.builtin, r.permissions FROM admins a JOIN admin_roles r ON r.id = a.role_id
      WHERE a.id = $1 AND NOT a.disabled`,
    [adminId],
  );
  return row !== undefined && permissionsOfRole(row).has('chat.serve');
}

/**
 * ServiceDeskTransfer: the serving operator hands the session to another who can serve; the
 * asker hears who serves now (StartCustomerServiceServing again).
 */
export function transferSession(
  db: TDatabase,
  admin: TAdminSession,
  request: { SessionId: number; ToAdminId: number },
): Promise<TResult<TServiceDeskSession>> {
  return db.transaction(async (tx) => {
    const session = await lockServedBy(tx, request.SessionId, admin.adminId);
    if (!session.ok) return session;
    if (request.ToAdminId === admin.adminId || !(await canServe(tx, request.ToAdminId)))
      return fail('ServiceOperatorNotFound');
    await tx.query(`UPDATE service_sessions SET operator_id = $2 WHERE id = $1`, [
      request.SessionId,
      request.ToAdminId,
    ]);
    await writeAdminAudit(tx, admin, {
      action: 'service.session.transfer',
      targetType: 'service_session',
      targetId: request.SessionId,
      before: { operatorId: admin.adminId },
      after: { operatorId: request.ToAdminId },
    });
    const row = await readSession(tx, request.SessionId);
    const [moved] = row ? await deskSessions(tx, [row]) : [];
    if (!moved) throw new Error('service session vanished');
    return succeed(moved);
  });
}

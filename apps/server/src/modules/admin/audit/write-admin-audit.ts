import type { TQueryable } from '../../../db/database.ts';
import type { TAdminSession } from '../../../platform/route.ts';

export interface TAdminAuditEvent {
  /** Dotted name, `<section>.<thing>.<verb>`: `content.announcement.create`. */
  action: string;
  /** What was changed: `player`, `game`, `admin`, `role`, `maintenance_window`... */
  targetType: string;
  targetId: string | number;
  /** The target's state before and after the change (what an auditor needs to read it). */
  before?: unknown;
  after?: unknown;
}

// Money and ids may be bigint; JSON has no such type, so they are kept as exact strings.
const toJson = (value: unknown) =>
  value === undefined
    ? null
    : JSON.stringify(value, (_key, item: unknown) =>
        typeof item === 'bigint' ? item.toString() : item,
      );

/**
 * Records an administrator's change. Call it with the transaction of the change itself, so the
 * change and its audit row commit or vanish together; the table refuses updates and deletes.
 */
export async function writeAdminAudit(
  tx: TQueryable,
  actor: TAdminSession,
  event: TAdminAuditEvent,
): Promise<void> {
  await tx.query(
    `INSERT INTO admin_audit
       (admin_id, login_id, role_name, action, target_type, target_id, before, after, ip, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::inet, statement_timestamp())`,
    [
      actor.adminId,
      actor.loginId,
      actor.roleName,
      event.action,
      event.targetType,
      String(event.targetId),
      toJson(event.before),
      toJson(event.after),
      actor.ip,
    ],
  );
}

import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import type { TServiceDeps } from './service-deps.ts';
import { deskTicketTtlMs } from './service-tokens.ts';

/**
 * POST /api/Admin/ServiceDesk/Ticket: the operator's hub ticket, naming the console session and
 * the address this route checked. Audited: the audit shows who opened the desk, and when.
 */
export function issueDeskTicket(deps: TServiceDeps, admin: TAdminSession, adminToken: string) {
  const nowMs = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await writeAdminAudit(tx, admin, {
      action: 'service.desk.open',
      targetType: 'admin',
      targetId: admin.adminId,
      after: { ticketUntil: nowMs + deskTicketTtlMs },
    });
    return {
      Ticket: deps.tokens.deskTicket({ adminToken, ip: admin.ip }, nowMs),
      AdminId: admin.adminId,
    };
  });
}

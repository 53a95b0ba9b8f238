import type { TQueryable } from '../../db/database.ts';

export interface TAuditEvent {
  at: number;
  actorUserId: number | null;
  subjectUserId: number | null;
  action: string;
  detail?: Record<string, unknown>;
}

/** Written inside the transaction of the change it records, so neither exists without the other. */
export async function writeAudit(tx: TQueryable, event: TAuditEvent): Promise<void> {
  await tx.query(
    `INSERT INTO audit_events (at, actor_user_id, subject_user_id, action, detail)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      new Date(event.at),
      event.actorUserId,
      event.subjectUserId,
      event.action,
      JSON.stringify(event.detail ?? {}),
    ],
  );
}

import type { TServiceDeskSession } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { deskQueueShown } from './service-limits.ts';
import { deskSessions, sessionSelect, type TSessionRow } from './service-rows.ts';

export interface TWaiter {
  SessionId: number;
  Position: number;
  UserId: number | null;
  LoginId: string | null;
  VisitorId: number | null;
  RequestedAt: number;
  /** Whom to tell the position (service-notify.ts). */
  row: TSessionRow;
}

/** The queue in order, positions from 1 (the first deskQueueShown of it). */
export async function readQueue(db: TQueryable): Promise<TWaiter[]> {
  const rows = await db.query<TSessionRow>(
    `${sessionSelect} WHERE s.state = 'waiting' ORDER BY s.id LIMIT $1`,
    [deskQueueShown],
  );
  return rows.map((row, index) => ({
    SessionId: row.id,
    Position: index + 1,
    UserId: row.user_id,
    LoginId: row.login_id,
    VisitorId: row.visitor_id,
    RequestedAt: Number(row.requested_at),
    row,
  }));
}

/** The queue as the desk receives it (without the rows). */
export const waitersForDesk = (queue: readonly TWaiter[]) =>
  queue.map(({ row: _row, ...waiter }) => waiter);

/** The sessions an operator serves now, oldest first. */
export async function servingOf(db: TQueryable, adminId: number): Promise<TServiceDeskSession[]> {
  const rows = await db.query<TSessionRow>(
    `${sessionSelect} WHERE s.operator_id = $1 AND s.state = 'serving' ORDER BY s.id`,
    [adminId],
  );
  return deskSessions(db, rows);
}

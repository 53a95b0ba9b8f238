import { serviceDeskQueueShown, type TServiceDeskSession } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
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

/** The first serviceDeskQueueShown waiters, and how many wait in all. */
export interface TQueue {
  waiters: TWaiter[];
  total: number;
}

/**
 * The queue in order, positions from 1. The count is a window over the same rows, so it is of
 * the same snapshot as the list (a separate count could answer fewer than the list holds).
 */
export async function readQueue(db: TQueryable): Promise<TQueue> {
  const rows = await db.query<TSessionRow & { total: number }>(
    `SELECT q.*, count(*) OVER ()::int AS total
       FROM (${sessionSelect} WHERE s.state = 'waiting') q
      ORDER BY q.id LIMIT $1`,
    [serviceDeskQueueShown],
  );
  const waiters = rows.map(({ total: _total, ...row }, index) => ({
    SessionId: row.id,
    Position: index + 1,
    UserId: row.user_id,
    LoginId: row.login_id,
    VisitorId: row.visitor_id,
    RequestedAt: Number(row.requested_at),
    row,
  }));
  return { waiters, total: rows[0]?.total ?? 0 };
}

/** The queue as the desk receives it (without the rows). */
export const queueForDesk = (queue: TQueue) => ({
  Waiting: queue.waiters.map(({ row: _row, ...waiter }) => waiter),
  TotalWaiting: queue.total,
});

/** The sessions an operator serves now, oldest first. */
export async function servingOf(db: TQueryable, adminId: number): Promise<TServiceDeskSession[]> {
  const rows = await db.query<TSessionRow>(
    `${sessionSelect} WHERE s.operator_id = $1 AND s.state = 'serving' ORDER BY s.id`,
    [adminId],
  );
  return deskSessions(db, rows);
}

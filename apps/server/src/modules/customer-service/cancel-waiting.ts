import { fail, succeed, type TResult } from '../../platform/result.ts';
import { askerColumn, type TAsker } from './service-askers.ts';
import type { TServiceDeps } from './service-deps.ts';
import { isAskersSession } from './service-rows.ts';

/**
 * CancelCustomerServiceWaiting: the asker stops waiting; the session ends as cancelled. One
 * conditional update: an operator's take at the same moment holds the row lock first (the asker
 * then finds it served: 8862) or finds it cancelled (ServiceNotWaiting), never both.
 */
export async function cancelWaiting(
  deps: TServiceDeps,
  asker: TAsker,
  sessionId: number,
): Promise<TResult<{ SessionId: number; At: number }>> {
  const [column, id] = askerColumn(asker);
  const nowMs = deps.clock.now();
  const [cancelled] = await deps.db.query<{ id: number }>(
    `UPDATE service_sessions SET state = 'cancelled', finished_at = $3
      WHERE id = $1 AND ${column} = $2 AND state = 'waiting'
     RETURNING id`,
    [sessionId, id, nowMs],
  );
  if (cancelled) return succeed({ SessionId: cancelled.id, At: nowMs });
  // Another's session answers as if it did not exist, like the rating.
  return fail(
    (await isAskersSession(deps.db, asker, sessionId))
      ? 'ServiceCancelNotWaiting'
      : 'ServiceSessionNotFound',
  );
}

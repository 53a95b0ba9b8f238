import type { TRateServiceRequest } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { askerColumn, type TAsker } from './service-askers.ts';
import type { TServiceDeps } from './service-deps.ts';
import { isAskersSession } from './service-rows.ts';

/**
 * RateCustomerService: the asker rates their own finished session, once. One conditional update:
 * a second rating, even at the same moment, finds the rating set and is refused.
 */
export async function rateSession(
  deps: TServiceDeps,
  asker: TAsker,
  request: TRateServiceRequest,
): Promise<TResult<{ SessionId: number; Rating: number }>> {
  const [column, id] = askerColumn(asker);
  const [rated] = await deps.db.query<{ id: number }>(
    `UPDATE service_sessions SET rating = $3, rating_comment = $4, rated_at = $5
      WHERE id = $1 AND ${column} = $2 AND state = 'finished' AND rating IS NULL
     RETURNING id`,
    [request.SessionId, id, request.Rating, request.Comment, deps.clock.now()],
  );
  if (rated) return succeed({ SessionId: rated.id, Rating: request.Rating });
  return fail(
    (await isAskersSession(deps.db, asker, request.SessionId))
      ? 'ServiceRatingNotOpen'
      : 'ServiceSessionNotFound',
  );
}

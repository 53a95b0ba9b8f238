import type { TActivityType } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useAttemptKey } from '../../../shared/api/use-attempt-key.ts';
import {
  activityDetailQuery,
  activityListQuery,
  useClaimActivity,
  type TActivityClaimResult,
} from '../api/activity-api.ts';

/** A positive whole id from the address, or null. */
const idOf = (text: string | null | undefined) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Which activity a screen shows: the id in the address (`:id` or `?id=`, so a reload opens the
 * same one), else the first running activity of the screen's type in the list (a menu link
 * without an id). `null` type: the generic detail, which always has an id.
 */
export function useActivityId(type: TActivityType | null) {
  const params = useParams();
  const [search] = useSearchParams();
  const fromAddress = idOf(params.id ?? search.get('id'));
  const list = useQuery({ ...activityListQuery, enabled: fromAddress === null && type !== null });
  if (fromAddress !== null) return { activityId: fromAddress, list: null };
  // Upcoming ones are listed too, but open only once they start.
  const chosen = list.data?.Items.find((item) => item.Type === type && item.State === 'running');
  return { activityId: chosen?.ActivityId ?? null, list };
}

/**
 * An activity screen's data: its detail, and a claim with the attempt's Idempotency-Key (a
 * second press after no answer resends the same key; an answer starts a new attempt).
 */
export function useActivityPage(activityId: number | null) {
  const detail = useQuery({
    ...activityDetailQuery(activityId ?? 0),
    enabled: activityId !== null,
  });
  const claimMutation = useClaimActivity();
  const attempt = useAttemptKey();
  const claim = async (step?: number): Promise<TActivityClaimResult | null> => {
    if (activityId === null) return null;
    try {
      const result = await claimMutation.mutateAsync({
        activityId,
        idempotencyKey: attempt.key,
        ...(step !== undefined && { step }),
      });
      attempt.renew();
      return result;
    } catch (error) {
      attempt.settle(error);
      return null;
    }
  };
  return { detail, claim, claimState: claimMutation };
}

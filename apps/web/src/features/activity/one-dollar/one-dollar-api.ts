import type {
  ZOneDollarBuyResponse,
  ZOneDollarCurrent,
  ZOneDollarRound,
  ZOneDollarRounds,
} from '@lottery/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost, apiPostIdempotent } from '../../../shared/api/http-client.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';

export type TOneDollarRoundView = z.output<typeof ZOneDollarRound>;
export type TOneDollarCurrentView = z.output<typeof ZOneDollarCurrent>;
export type TOneDollarRoundsView = z.output<typeof ZOneDollarRounds>;
export type TOneDollarBought = z.output<typeof ZOneDollarBuyResponse>;

/** Under the activity key, so a claim elsewhere or a purchase here reloads them with the rest. */
export const oneDollarKey = ['activity', 'oneDollar'] as const;

/** POST /api/Activity/OneDollar/Current: the open round and my shares of it. */
export const oneDollarCurrentQuery = (activityId: number) =>
  queryOptions({
    queryKey: [...oneDollarKey, 'current', activityId],
    queryFn: () =>
      apiPost<TOneDollarCurrentView>('/api/Activity/OneDollar/Current', { ActivityId: activityId }),
    staleTime: 0,
    // Other players buy too: the bar follows them while the page is open.
    refetchInterval: 15_000,
  });

/** POST /api/Activity/OneDollar/Rounds: closed rounds, newest first. */
export const oneDollarRoundsQuery = (activityId: number, page: number) =>
  queryOptions({
    queryKey: [...oneDollarKey, 'rounds', activityId, page],
    queryFn: () =>
      apiPost<TOneDollarRoundsView>('/api/Activity/OneDollar/Rounds', {
        ActivityId: activityId,
        Page: page,
        PageSize: 10,
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/**
 * A purchase with the attempt's Idempotency-Key: the header's wallet takes the answer's balance,
 * and the activity queries and the records reload whatever the answer.
 */
export function useBuyShares() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { activityId: number; shares: number; idempotencyKey: string }) =>
      apiPostIdempotent<TOneDollarBought>(
        '/api/Activity/OneDollar/Buy',
        { ActivityId: input.activityId, Shares: input.shares },
        input.idempotencyKey,
      ),
    onSuccess: (result) => useUserInfo.getState().update({ walletAmount: result.Balance }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
        queryClient.invalidateQueries({ queryKey: recordsKey }),
      ]),
  });
}

import type {
  ZActivityAward,
  ZActivityAwards,
  ZActivityClaimResponse,
  ZActivityDetail,
  ZActivityDrawProof,
  ZActivityList,
} from '@lottery/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost, apiPostIdempotent } from '../../../shared/api/http-client.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';

export type TActivityListView = z.output<typeof ZActivityList>;
export type TActivitySummary = TActivityListView['Items'][number];
export type TActivityDetailView = z.output<typeof ZActivityDetail>;
export type TActivityAwardView = z.output<typeof ZActivityAward>;
export type TActivityAwardsView = z.output<typeof ZActivityAwards>;
export type TActivityClaimResult = z.output<typeof ZActivityClaimResponse>;
export type TDrawProofView = z.output<typeof ZActivityDrawProof>;

/** Every activity query starts with this key: a claim invalidates them all at once. */
export const activityKey = ['activity'] as const;

/** POST /api/Activity/List: running and upcoming activities, with the unread count. */
export const activityListQuery = queryOptions({
  queryKey: [...activityKey, 'list'],
  queryFn: () => apiPost<TActivityListView>('/api/Activity/List'),
  staleTime: 0,
});
export const useActivityList = () => useQuery(activityListQuery);

/** The menu's unread count, read again after opening an activity changed it. */
async function refreshUnreadCount(): Promise<void> {
  const { Count } = await apiPost<{ Count: number }>('/api/Activity/UnreadCount');
  useUserInfo.getState().update({ unreadActivityCount: Count });
}

/**
 * POST /api/Activity/Detail: opening an activity marks it read on the server, so a new one
 * lowers the menu's unread count at once rather than at the next 30 s refresh.
 */
export const activityDetailQuery = (activityId: number) =>
  queryOptions({
    queryKey: [...activityKey, 'detail', activityId],
    queryFn: async () => {
      const detail = await apiPost<TActivityDetailView>('/api/Activity/Detail', {
        ActivityId: activityId,
      });
      if (detail.IsNew) void refreshUnreadCount().catch(() => undefined);
      return detail;
    },
    staleTime: 0,
  });

/** POST /api/Activity/MyAwards: my prizes, newest first, of every activity or of one. */
export const myAwardsQuery = (page: number, pageSize: number, activityId: number | null) =>
  queryOptions({
    queryKey: [...activityKey, 'awards', page, pageSize, activityId],
    queryFn: () =>
      apiPost<TActivityAwardsView>('/api/Activity/MyAwards', {
        Page: page,
        PageSize: pageSize,
        ...(activityId !== null && { ActivityId: activityId }),
      }),
    staleTime: 0,
    // The page shown stays while the next loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

/** POST /api/Activity/DrawProof: the proof of one of my draws (the seed once revealed). */
export const drawProofQuery = (claimId: number) =>
  queryOptions({
    queryKey: [...activityKey, 'proof', claimId],
    queryFn: () => apiPost<TDrawProofView>('/api/Activity/DrawProof', { ClaimId: claimId }),
    staleTime: 0,
  });

/** POST /api/Activity/Claim with the attempt's Idempotency-Key: a resend never pays twice. */
export const claimActivity = (activityId: number, idempotencyKey: string) =>
  apiPostIdempotent<TActivityClaimResult>(
    '/api/Activity/Claim',
    { ActivityId: activityId },
    idempotencyKey,
  );

/**
 * A claim: the header's wallet takes the answer's balance; the activity queries (detail, list,
 * awards), the records and the bonus wallet reload whatever the answer, since a refusal (already
 * claimed, budget gone) means what the page shows is out of date too.
 */
export function useClaimActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, idempotencyKey }: { activityId: number; idempotencyKey: string }) =>
      claimActivity(activityId, idempotencyKey),
    onSuccess: (result) => useUserInfo.getState().update({ walletAmount: result.Balance }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKey }),
        queryClient.invalidateQueries({ queryKey: recordsKey }),
        queryClient.invalidateQueries({ queryKey: ['bonusWallet'] }),
      ]),
  });
}

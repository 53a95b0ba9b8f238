import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type TQuery } from '../../../shared/api/client.ts';
import { ZReviewWire, ZWithdrawalListWire, ZWithdrawalWire } from './withdrawal-wire.ts';

export const withdrawalsKey = ['admin', 'withdrawals'] as const;

/** The queue, newest first, by the filters in the address. */
export const useWithdrawals = (query: TQuery) =>
  useQuery({
    queryKey: [...withdrawalsKey, query],
    queryFn: () => apiGet('/api/Admin/Withdrawals', ZWithdrawalListWire, { ...query, Limit: 50 }),
    placeholderData: keepPreviousData,
  });

/** What a reviewer weighs beside one request. */
export const useWithdrawalReview = (id: number | null) =>
  useQuery({
    queryKey: [...withdrawalsKey, 'review', id],
    queryFn: () => apiGet(`/api/Admin/Withdrawals/${id}/Review`, ZReviewWire),
    enabled: id !== null,
  });

export type TWithdrawDecision = 'Approve' | 'Reject' | 'MarkPaid';

/** A decision: the server moves the money once, however many clicks race. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      decision,
      id,
      reason,
    }: {
      decision: TWithdrawDecision;
      id: number;
      reason: string;
    }) =>
      apiPost(
        `/api/Admin/Withdrawals/${decision}`,
        { Id: id, ...(reason ? { Reason: reason } : {}) },
        ZWithdrawalWire,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}

import { ZOkResponse } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client.ts';
import { issuesKey } from './list-issues.ts';

/** Cancels a scheduled issue: settlement refunds its tickets. */
export function useCancelIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { GameId: number; SerialNumber: string; Reason: string }) =>
      apiPost('/api/Admin/LotteryIssue/Cancel', input, ZOkResponse),
    onSettled: () => client.invalidateQueries({ queryKey: issuesKey }),
  });
}

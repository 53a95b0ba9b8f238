import { ZEnterResultResponse } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client.ts';
import { issuesKey } from './list-issues.ts';

export function useEnterResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { GameId: number; SerialNumber: string; WinningNumber: string }) =>
      apiPost('/api/Admin/LotteryGame/EnterResult', input, ZEnterResultResponse),
    onSettled: () => client.invalidateQueries({ queryKey: issuesKey }),
  });
}

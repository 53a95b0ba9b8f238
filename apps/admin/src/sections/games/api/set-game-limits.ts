import { ZOkResponse } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client.ts';
import { gamesKey } from './list-games.ts';

/** Amounts as typed (decimal text): the server parses them exactly (ZMoneyInput). */
export function useSetGameLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { GameId: number; MaxPayoutPerTicket: string; MaxStakePerIssue: string }) =>
      apiPost('/api/Admin/Games/SetLimits', input, ZOkResponse),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKey }),
  });
}

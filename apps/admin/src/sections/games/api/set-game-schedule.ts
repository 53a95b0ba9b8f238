import { ZOkResponse } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client.ts';
import { gamesKey } from './list-games.ts';

export function useSetGameSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { GameId: number; SealSeconds: number; ResultTimeoutSeconds: number }) =>
      apiPost('/api/Admin/Games/SetSchedule', input, ZOkResponse),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKey }),
  });
}

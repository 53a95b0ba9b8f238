import { ZOkResponse } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client.ts';
import { gamesKey } from './list-games.ts';

export function useSetGameState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { gameId: number; state: number }) =>
      apiPost(
        '/api/Admin/LotteryGame/SetState',
        { GameId: input.gameId, State: input.state },
        ZOkResponse,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKey }),
  });
}

import { ZOkResponse, type TSetGamePrizeGroupRequest } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client.ts';
import { gamesKey } from './list-games.ts';

/** A game's prize group range, null for none on either side (the game list shows the new one). */
export function useSetGamePrizeGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TSetGamePrizeGroupRequest) =>
      apiPost('/api/Admin/Games/SetPrizeGroup', input, ZOkResponse),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKey }),
  });
}

import { ZBetNumberOddsUpdate } from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/api/client.ts';

const oddsKey = (gameId: number) => ['games', 'odds', gameId] as const;

export const gameOddsQuery = (gameId: number) =>
  queryOptions({
    queryKey: oddsKey(gameId),
    queryFn: () => apiGet('/api/Admin/Games/Odds', ZBetNumberOddsUpdate, { GameId: gameId }),
  });

export interface TOddsChange {
  BetTypeId: string;
  Item: string;
  Level: string;
  OddsThousandths: number;
}

/** Sends the changed outcomes only; the server checks the whole table (≤ 100 % return). */
export function useSetGameOdds(gameId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (odds: TOddsChange[]) =>
      apiPost(
        '/api/Admin/LotteryGame/SetTwoSidedOdds',
        { GameId: gameId, Odds: odds },
        ZBetNumberOddsUpdate,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: oddsKey(gameId) }),
  });
}

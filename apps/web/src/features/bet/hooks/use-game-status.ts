import type { TGameCatalogueEntry } from '@lottery/contracts';
import { useMemo } from 'react';
import { useGameSchedules } from '../../draws/hooks/use-game-schedules.ts';
import { cataloguePhaseOf } from '../../draws/logic/game-phase.ts';

/**
 * Where the page's game stands, at every tick: its phase and countdown (draws' game-phase.ts on
 * the server clock), its LotteryGame/Info (last result) and the query behind them. The schedules
 * hook also keeps the connection in the game's hub group (the one MultiJoin of
 * shared/realtime/game-groups.ts) and applies each ReceiveWinningNumber at once.
 */
export function useGameStatus(game: TGameCatalogueEntry) {
  const gameIds = useMemo(() => [game.GameId], [game.GameId]);
  const schedules = useGameSchedules(gameIds);
  return {
    state: schedules.phases.get(game.GameId) ?? cataloguePhaseOf(game),
    info: schedules.data?.games[game.GameId],
    serverNowMs: schedules.serverNowMs,
    schedules,
  };
}

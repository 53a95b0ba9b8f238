import { useQueryClient } from '@tanstack/react-query';
import { useHubEvent, useHubJoin } from '../../../shared/realtime/use-hub.ts';
import { drawStatisticsKeyOf } from '../api/get-draw-statistics.ts';
import { drawHistoryKeyOf } from '../api/search-draw-history.ts';
import { isStatisticEvent, isWinningNumberEvent } from '../logic/hub-events.ts';

/**
 * Keeps a game's history and statistics live: JoinDrawTrend puts the connection in the game's
 * trend group; a ReceiveWinningNumber for the game re-reads its cached history pages, and an
 * UpdateStatistic replaces its cached statistics with the pushed ones.
 */
export function useDrawTrendLive(gameId: number | null) {
  const queryClient = useQueryClient();
  useHubJoin('JoinDrawTrend', gameId);
  useHubEvent('ReceiveWinningNumber', (payload) => {
    if (gameId === null || !isWinningNumberEvent(payload) || payload.GameId !== gameId) return;
    void queryClient.invalidateQueries({ queryKey: drawHistoryKeyOf(gameId) });
  });
  useHubEvent('UpdateStatistic', (payload) => {
    if (gameId === null || !isStatisticEvent(payload) || payload.GameId !== gameId) return;
    queryClient.setQueryData(drawStatisticsKeyOf(gameId), payload.Statistics);
  });
}

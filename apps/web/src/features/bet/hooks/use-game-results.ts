import type { TDrawIssue } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useHubEvent } from '../../../shared/realtime/use-hub.ts';
import { drawStatisticsKeyOf } from '../../draws/api/get-draw-statistics.ts';
import { drawHistoryKeyOf } from '../../draws/api/search-draw-history.ts';
import { isStatisticEvent, isWinningNumberEvent } from '../../draws/logic/hub-events.ts';

/**
 * The page's live results, from the game group useGameStatus joins: a ReceiveWinningNumber for
 * the game re-reads the cached recent draws (results strip, bead road) and is handed to
 * `onResult` once per issue and state; an UpdateStatistic replaces the cached statistics
 * (streaks). Once, because the same event can come twice: the server sends it to the game group
 * and to the draw-trend group, and a connection that opened the game's draw history earlier is
 * still in the latter (there is no leave call).
 */
export function useGameResults(gameId: number, onResult: (issue: TDrawIssue) => void) {
  const queryClient = useQueryClient();
  const handled = useRef(new Set<string>());
  useHubEvent('ReceiveWinningNumber', (payload) => {
    if (!isWinningNumberEvent(payload) || payload.GameId !== gameId) return;
    void queryClient.invalidateQueries({ queryKey: drawHistoryKeyOf(gameId) });
    const key = `${payload.Issue.SerialNumber}:${payload.Issue.State}`;
    if (handled.current.has(key)) return;
    handled.current.add(key);
    onResult(payload.Issue);
  });
  useHubEvent('UpdateStatistic', (payload) => {
    if (!isStatisticEvent(payload) || payload.GameId !== gameId) return;
    queryClient.setQueryData(drawStatisticsKeyOf(gameId), payload.Statistics);
  });
}

import { useMemo } from 'react';
import { useDrawHistory } from '../api/search-draw-history.ts';
import { drawNumbersOf } from '../logic/draw-numbers.ts';
import type { TTrendInput } from '../logic/trend-matrix.ts';

/** How many of the latest issues the trend chart and the bead road show (one Search page). */
export const recentDrawCount = 50;

/**
 * The latest issues of a game, oldest first, with their numbers (null for cancelled ones): the
 * rows of the trend chart and the beads of the road, from one cached Search page.
 */
export function useRecentDraws(gameId: number, categoryId: number) {
  const history = useDrawHistory({ GameId: gameId, PageIndex: 1, PageSize: recentDrawCount });
  const issues = useMemo<TTrendInput[]>(
    () =>
      [...(history.data?.Items ?? [])].reverse().map((issue) => ({
        serialNumber: issue.SerialNumber,
        numbers: issue.State === 'drawn' ? drawNumbersOf(categoryId, issue.WinningNumber) : null,
      })),
    [history.data, categoryId],
  );
  return { history, issues };
}

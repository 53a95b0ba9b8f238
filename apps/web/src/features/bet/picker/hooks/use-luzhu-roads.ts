import type { TGameCatalogueEntry } from '@lottery/contracts';
import type { TBetType } from '@lottery/lottery';
import { useMemo } from 'react';
import { useRecentDraws } from '../../../draws/hooks/use-recent-draws.ts';
import type { TLuzhuLane } from '../logic/luzhu-lanes.ts';
import { laneRoadsOf } from '../logic/luzhu-roads.ts';

/**
 * The bead roads of a 路珠 type's lanes over the game's latest results: the Search page the
 * screen's road and trend chart already load (and a new result refreshes). Cancelled issues
 * have no numbers and leave no bead, and neither does the result under a scratch card, whose
 * big/small or odd/even would give it away.
 */
export function useLuzhuRoads(
  game: TGameCatalogueEntry,
  type: TBetType,
  lanes: readonly TLuzhuLane[],
  coveredSerial: string | null,
) {
  const { history, issues } = useRecentDraws(game.GameId, game.CategoryId);
  const drawn = useMemo(
    () =>
      issues.flatMap((issue) =>
        issue.numbers && issue.serialNumber !== coveredSerial ? [issue.numbers] : [],
      ),
    [issues, coveredSerial],
  );
  const roads = useMemo(() => laneRoadsOf(type, lanes, drawn), [type, lanes, drawn]);
  return { history, roads, drawCount: drawn.length };
}

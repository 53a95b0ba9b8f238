import { comboBetGameItemEvent, type TDrawIssue } from '@lottery/contracts';
import { hubGroups } from '../../../hub/hub-groups.ts';
import type { TRealtime } from '../../../hub/realtime.ts';
import { comboBetItemOf, type TComboBetItemDeps } from './combo-bet-item.ts';

/**
 * Pushes a game's combo-board item (updateComboBetGameItem) to the connections that invoked
 * JoinComboBet: called when one of its issues is drawn or cancelled (with that issue) and when
 * its state changes (without). Sent after the change committed; a push lost to a crash or a
 * dropped connection is made good by the board's periodic LotteryGame/Info poll.
 */
export function comboBetPublisher(deps: TComboBetItemDeps & { realtime: TRealtime }) {
  return async (gameId: number, finishedIssue: TDrawIssue | null = null): Promise<void> => {
    const item = await comboBetItemOf(deps, gameId, finishedIssue);
    if (item) await deps.realtime.toGroup(hubGroups.comboBet, comboBetGameItemEvent, item);
  };
}

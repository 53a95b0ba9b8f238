import { ZDrawStatisticsRequest, type TWinningNumberEvent } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { hubGroups } from '../../hub/hub-groups.ts';
import type { TRealtime } from '../../hub/realtime.ts';
import type { TClock } from '../../platform/clock.ts';
import { comboBetPublisher } from './combo-bet/combo-bet-publisher.ts';
import { drawStatisticsOf } from './draw-statistics.ts';
import { drawIssueOf, type TIssueRow } from './issue-rows.ts';

/**
 * The hub pushes of a finished issue (SPEC §7): ReceiveWinningNumber with the issue (drawn or
 * cancelled) to everyone watching the game (bet screens, the draw lobby) and its trend chart,
 * then the game's item to the combo board (updateComboBetGameItem, combo-bet/), then
 * UpdateStatistic with the statistics of the default window to the game and trend groups. Sent
 * after the draw committed; a push lost to a crash is made good by the clients' periodic
 * game-info poll.
 */
export function drawEventPublisher(deps: { db: TDatabase; realtime: TRealtime; clock: TClock }) {
  const defaultWindow = ZDrawStatisticsRequest.shape.IssueCount.parse(undefined);
  const publishComboItem = comboBetPublisher(deps);
  return async (gameId: number, row: TIssueRow): Promise<void> => {
    const groups = [hubGroups.game(gameId), hubGroups.drawTrend(gameId)];
    const event: TWinningNumberEvent = { GameId: gameId, Issue: drawIssueOf(row) };
    for (const group of groups) await deps.realtime.toGroup(group, 'ReceiveWinningNumber', event);
    await publishComboItem(gameId, event.Issue);
    if (row.state !== 'drawn') return;
    const statistics = await drawStatisticsOf(deps.db, {
      GameId: gameId,
      IssueCount: defaultWindow,
    });
    if (!statistics.ok) return;
    for (const group of groups)
      await deps.realtime.toGroup(group, 'UpdateStatistic', {
        GameId: gameId,
        Statistics: statistics.value,
      });
  };
}

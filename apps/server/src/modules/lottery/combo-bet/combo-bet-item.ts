import type { TComboBetGameItem, TDrawIssue } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { gameInfo } from '../game-info.ts';

export interface TComboBetItemDeps {
  db: TQueryable;
  clock: TClock;
}

/**
 * A game's combo-board item (contracts ZComboBetGameItem) as of now: read through LotteryGame/Info
 * itself (state, last drawn issue, SPEC §4 current issue on the server clock), so a tile updated
 * by a push shows exactly what a fresh Info answer would. Null for a game that does not exist.
 */
export async function comboBetItemOf(
  deps: TComboBetItemDeps,
  gameId: number,
  finishedIssue: TDrawIssue | null,
): Promise<TComboBetGameItem | null> {
  const answer = await gameInfo(
    deps,
    { GameIdList: [gameId], State: true, LastIssue: true, Countdown: true },
    'zh-CN',
  );
  const info = answer[String(gameId)];
  if (!info || info.GameState === undefined) return null;
  return {
    GameId: gameId,
    GameState: info.GameState,
    CurrentIssue: info.CurrentIssue ?? null,
    LastIssue: info.LastIssue ?? null,
    FinishedIssue: finishedIssue,
  };
}

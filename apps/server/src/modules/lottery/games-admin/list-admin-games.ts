import type { TLanguage } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { gameNameIn, listGames } from '../game-catalogue.ts';

/** The catalogue as the Games section lists it, with each game's own win-hold threshold. */
export async function listAdminGames(db: TQueryable, language: TLanguage) {
  const games = await listGames(db);
  const thresholds = await db.query<{ game_id: number; threshold: string }>(
    'SELECT game_id, threshold FROM risk_win_hold_thresholds WHERE game_id IS NOT NULL',
  );
  const thresholdOf = new Map(thresholds.map((row) => [row.game_id, BigInt(row.threshold)]));
  return games.map((game) => ({
    GameId: game.id,
    Code: game.code,
    Name: gameNameIn(game, language),
    CategoryId: game.categoryId,
    Family: game.family,
    DrawSource: game.drawSource,
    State: game.state,
    Books: game.books,
    CycleSeconds: game.schedule ? game.schedule.cycleMs / 1000 : null,
    IssuesPerDay: game.schedule?.issuesPerDay ?? null,
    SealSeconds: game.schedule?.sealSecondsBeforeDraw ?? null,
    ResultTimeoutSeconds: Math.round(game.resultTimeoutMs / 1000),
    MaxPayoutPerTicket: game.maxPayoutPerTicket,
    MaxStakePerIssue: game.maxStakePerIssue,
    TwoSidedReturnPermille: game.twoSidedReturnPermille,
    MaxPrizeGroup: game.maxPrizeGroup,
    MinPrizeGroup: game.minPrizeGroup,
    WinHoldThreshold: thresholdOf.get(game.id) ?? null,
  }));
}

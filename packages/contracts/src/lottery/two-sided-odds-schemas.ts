import { z } from 'zod';
import { ZOddsEntry } from './game-data-schemas.ts';
import { ZGameId } from './game-info-schemas.ts';

/** One outcome's odds as the API carries them (LotteryGame/Data OddsTable rows). */
export type TOddsRow = z.infer<typeof ZOddsEntry>;

/**
 * Two-sided odds an administrator sets (issue #9). Each entry replaces the odds of one outcome of
 * the game's table (LotteryGame/Data OddsTable rows have the same form); outcomes not listed keep
 * theirs. The table that results is checked as a whole: valid, and no bet type returning more
 * than 100 % of its stakes on average.
 */
export const ZSetTwoSidedOddsRequest = z
  .object({
    GameId: ZGameId,
    Odds: z.array(ZOddsEntry).min(1).max(1000),
  })
  .meta({ id: 'SetTwoSidedOddsRequest' });
export type TSetTwoSidedOddsRequest = z.infer<typeof ZSetTwoSidedOddsRequest>;

/**
 * Hub event BetNumberOddsUpdate (SPEC §7), to the game's group: the outcomes whose odds changed,
 * with their new odds. A bet screen replaces those rows of its OddsTable.
 */
export const ZBetNumberOddsUpdate = z
  .object({
    GameId: ZGameId,
    Odds: z.array(ZOddsEntry),
  })
  .meta({ id: 'BetNumberOddsUpdate' });
export type TBetNumberOddsUpdate = z.infer<typeof ZBetNumberOddsUpdate>;

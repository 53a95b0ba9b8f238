import { defineError as define, type TErrorDefinition } from './define-error.ts';

/** The Games section's refusals (62xx), spread into errorCatalogue. */
export const gamesErrors = {
  /** Instant (MiaoMiao) games have no schedule. */
  GameHasNoSchedule: define(6201, 400, 'This game has no issue schedule', '该彩种没有期号排程'),
  /** An official ticket's PrizeGroup above the game's cap (lottery_games.max_prize_group). */
  BetGroupAboveGameCap: define(
    6202,
    400,
    "Ticket {ticket}: prize group {group} is above this game's highest, {gameGroup}",
    '第 {ticket} 注：奖金组 {group} 高于本彩种上限 {gameGroup}',
  ),
  /** An official ticket's PrizeGroup below the game's floor (lottery_games.min_prize_group). */
  BetGroupBelowGameFloor: define(
    6203,
    400,
    "Ticket {ticket}: prize group {group} is below this game's lowest, {gameGroup}",
    '第 {ticket} 注：奖金组 {group} 低于本彩种下限 {gameGroup}',
  ),
} as const satisfies Record<string, TErrorDefinition>;

import { z } from 'zod';
import type { TMoneySchema } from './prize-table.ts';

/** Most paid places of a contest, and most places its live leaderboard shows. */
export const maxContestPlaces = 50;
export const maxContestShownPlaces = 100;

/**
 * /LionKingContest: players rank by net bet turnover in the period (bets less cancellations,
 * optionally on chosen games; equal turnover: the one who reached it first ranks higher), and
 * the places are paid when the period ends (modules/activity-contest).
 */
export const lionKingContestConfig = <M extends TMoneySchema>(money: M) =>
  z.object({
    Type: z.literal('lionKingContest'),
    RankPrizes: z
      .array(money)
      .min(1)
      .max(maxContestPlaces)
      .describe('The prize of the 1st, 2nd, … place, paid when the period ends'),
    GameIds: z
      .array(z.number().int().min(1))
      .max(50)
      .describe('Only bets on these games count; empty: every game'),
    ShownPlaces: z
      .number()
      .int()
      .min(1)
      .max(maxContestShownPlaces)
      .describe('How many places the live leaderboard shows'),
  });

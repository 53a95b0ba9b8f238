import { z } from 'zod';
import { ZMoney } from '../money.ts';

/**
 * /LionKingContest's leaderboard (issue #23; SPEC §7): the answer of /api/Activity/Leaderboard
 * and the payload of the hub's `updateLeaderBoard`, pushed to the connections that invoked
 * `JoinLeaderboard` with the contest's id (each with its own `Me`).
 */
export const contestLeaderboardEvent = 'updateLeaderBoard';

export const ZContestPlace = z
  .object({
    Rank: z.number().int().min(1),
    Player: z.string().describe('The login name, masked but for its first and last characters'),
    Turnover: ZMoney.describe('Net bet turnover of the period (bets less cancellations)'),
    Prize: ZMoney.nullable().describe("The place's prize; null past the paid places"),
    IsMe: z.boolean(),
  })
  .meta({ id: 'ContestPlace' });
export type TContestPlace = z.input<typeof ZContestPlace>;

export const ZContestLeaderboard = z
  .object({
    ActivityId: z.number().int(),
    PeriodKey: z.string(),
    PeriodEndsAt: z.number().int(),
    Top: z.array(ZContestPlace).describe('The shown places, best first'),
    Me: z.object({
      Rank: z.number().int().nullable().describe('null: no counted bet this period yet'),
      Turnover: ZMoney,
    }),
    Participants: z.number().int(),
    UpdatedAt: z.number().int(),
  })
  .meta({ id: 'ContestLeaderboard' });
export type TContestLeaderboard = z.input<typeof ZContestLeaderboard>;

export const ZContestResults = z
  .object({
    Periods: z.array(
      z.object({
        PeriodKey: z.string(),
        PeriodEndsAt: z.number().int(),
        PaidAt: z.number().int(),
        Winners: z.array(ZContestPlace),
      }),
    ),
  })
  .meta({ id: 'ContestResults' });
export type TContestResults = z.input<typeof ZContestResults>;

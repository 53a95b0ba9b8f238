import { z } from 'zod';
import { prizeTable, type TMoneySchema } from './prize-table.ts';

/** /DailySigninRedPackActivity: one red packet per site day, its table chosen by the streak. */
export const dailySignInRedPackConfig = <M extends TMoneySchema>(money: M) =>
  z.object({
    Type: z.literal('dailySignInRedPack'),
    StreakPrizes: z
      .array(prizeTable(money))
      .min(1)
      .max(31)
      .describe('The red packet of streak day 1, 2, …; days past the last use the last table'),
  });

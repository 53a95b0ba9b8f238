import { z } from 'zod';
import type { TMoneySchema } from './prize-table.ts';

/** Most a daily rate may be: 10% a day (1,000 basis points) already pays a year's deposit rate daily. */
export const maxDailyInterestBasisPoints = 1000;

/**
 * /DailyInterestActivity: interest on the main balance held at the end of yesterday (site time),
 * claimed once per site day, rounded down to the thousandth and capped.
 */
export const dailyInterestConfig = <M extends TMoneySchema>(money: M) =>
  z.object({
    Type: z.literal('dailyInterest'),
    RateBasisPoints: z
      .number()
      .int()
      .min(1)
      .max(maxDailyInterestBasisPoints)
      .describe('Interest a day in basis points of the balance (100 = 1%)'),
    /** The least balance held overnight that earns interest */
    MinBalance: money,
    /** The most interest one claim pays */
    MaxInterest: money,
  });

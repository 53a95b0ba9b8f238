import { z } from 'zod';
import type { TMoneySchema } from './prize-table.ts';

/** Most shares one round may have: a round's draw table has one entry per share. */
export const maxOneDollarShares = 10_000;

/**
 * /OneDollarActivity (一元夺宝): rounds of SharesPerRound shares at SharePrice each; when a round
 * is sold out one share is drawn provably fairly and its holder wins Prize, and the next round
 * opens while the budget covers its prize. A round not sold out when the activity ends is
 * refunded.
 */
export const oneDollarConfig = <M extends TMoneySchema>(money: M) =>
  z.object({
    Type: z.literal('oneDollar'),
    /** The price of one share */
    SharePrice: money,
    SharesPerRound: z.number().int().min(2).max(maxOneDollarShares),
    /** The round's prize, paid to the holder of the drawn share */
    Prize: money,
    MaxSharesPerPlayer: z
      .number()
      .int()
      .min(1)
      .max(maxOneDollarShares)
      .describe('Most shares one player may hold in one round'),
  });

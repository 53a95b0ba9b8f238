import { z } from 'zod';
import { prizeTable, type TMoneySchema } from './prize-table.ts';

/**
 * /Lucky7SlotActivity: a three-reel slot whose spins are earned like the roulette's, by turnover
 * and by deposits within the period; each spin draws a prize, and the reels show the symbols of
 * the drawn prize (the largest is 7-7-7, packages/lottery slot-reels.ts).
 */
export const lucky7SlotConfig = <M extends TMoneySchema>(money: M) =>
  z
    .object({
      Type: z.literal('lucky7Slot'),
      Prizes: prizeTable(money),
      SpinTurnovers: z
        .array(money)
        .max(10)
        .describe('Each amount of turnover reached in the period gives one spin (0: a free spin)'),
      SpinDeposits: z
        .array(money)
        .max(10)
        .describe('Each amount deposited in the period gives one spin'),
    })
    .refine((config) => config.SpinTurnovers.length + config.SpinDeposits.length > 0, {
      message: 'at least one turnover or deposit threshold gives a spin',
      path: ['SpinTurnovers'],
    });

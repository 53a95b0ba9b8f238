import { z } from 'zod';
import { prizeTable, type TMoneySchema } from './prize-table.ts';

/** /RouletteActivity: a wheel of weighted prizes, one spin per turnover threshold reached. */
export const rouletteConfig = <M extends TMoneySchema>(money: M) =>
  z.object({
    Type: z.literal('roulette'),
    Prizes: prizeTable(money),
    SpinTurnovers: z
      .array(money)
      .min(1)
      .max(10)
      .describe('Each amount of turnover reached in the period gives one spin (0: a free spin)'),
  });

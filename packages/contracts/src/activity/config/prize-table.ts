import { z } from 'zod';
import type { ZMoney, ZMoneyInput } from '../../money.ts';

/**
 * The building blocks of every activity type's configuration, built by a function of the money
 * schema: requests read amounts with ZMoneyInput (exact thousandths), answers write them with
 * ZMoney.
 */
export type TMoneySchema = typeof ZMoney | typeof ZMoneyInput;

/** Most entries a prize table may have, and the largest weight of one entry. */
export const maxPrizeTableEntries = 20;
export const maxPrizeWeight = 1_000_000;

export const prizeTable = <M extends TMoneySchema>(money: M) =>
  z
    .array(
      z.object({
        Amount: money,
        Weight: z.number().int().min(1).max(maxPrizeWeight).describe('Relative chance'),
      }),
    )
    .min(1)
    .max(maxPrizeTableEntries)
    .describe('Weighted prizes: one entry is a fixed prize; several are drawn provably fairly');

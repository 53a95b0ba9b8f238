import { z } from 'zod';
import type { TMoneySchema } from './prize-table.ts';

/**
 * /DepositConsumeKENO2Activity/:id: tiers of (deposited in the period, bet on KENO games in the
 * period), each paying its fixed prize once per period when both are reached.
 */
export const depositConsumeKeno2Config = <M extends TMoneySchema>(money: M) =>
  z.object({
    Type: z.literal('depositConsumeKeno2'),
    Tiers: z
      .array(z.object({ Deposit: money, KenoTurnover: money, Prize: money }))
      .min(1)
      .max(10)
      .describe('A step per tier (its ClaimNo is its index); each claimed once per period'),
  });

import { z } from 'zod';
import { depositTypes, type TDepositTypeName } from '../../payments/payment-enums.ts';
import type { TMoneySchema } from './prize-table.ts';

export const depositCategories = Object.keys(depositTypes) as [
  TDepositTypeName,
  ...TDepositTypeName[],
];

/**
 * /FirstDepositByCategoryActivity: a bonus on the player's first credited deposit, a percent of
 * it up to a cap by the kind of channel it came through (bank, e-wallet, USDT…); paid into the
 * main wallet with the activity's turnover percent, or into the bonus wallet with its own
 * turnover multiple and expiry.
 */
export const firstDepositByCategoryConfig = <M extends TMoneySchema>(money: M) =>
  z.object({
    Type: z.literal('firstDepositByCategory'),
    Categories: z
      .array(
        z.object({
          Category: z.enum(depositCategories).describe('packages/contracts depositTypes name'),
          PercentBps: z
            .number()
            .int()
            .min(1)
            .max(100_000)
            .describe('The bonus in basis points of the deposit (1000: 10%), up to Cap'),
          Cap: money,
        }),
      )
      .min(1)
      .max(depositCategories.length)
      .refine(
        (categories) =>
          new Set(categories.map((category) => category.Category)).size === categories.length,
        { message: 'each category at most once' },
      ),
    BonusWallet: z
      .object({
        TurnoverMultiple: z.number().int().min(0).max(100),
        ExpiresInDays: z.number().int().min(1).max(365),
      })
      .nullable()
      .describe('Present: paid into the bonus wallet with this turnover; null: the main wallet'),
  });

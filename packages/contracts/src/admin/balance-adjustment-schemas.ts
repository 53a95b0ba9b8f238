import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { parseThousandths, ZMoney } from '../money.ts';
import { ZText } from '../validation/text.ts';

/** A signed amount (positive credits the player, negative debits), exact to the thousandth. */
export const ZSignedMoneyInput = z
  .union([z.number(), ZText])
  .describe(
    'Signed amount in currency units: a number or decimal string, not 0, at most 3 decimals',
  )
  .transform((value, ctx) => {
    const thousandths = parseThousandths(value);
    if (thousandths === null || thousandths === 0n) {
      ctx.addIssue({ code: 'custom', message: 'money.format', input: value });
      return z.NEVER;
    }
    return thousandths;
  });

/** The maker's request; the Idempotency-Key header makes a retry the same request. */
export const ZBalanceAdjustmentRequest = z
  .object({
    LoginId: ZText.min(1, { error: 'required' }).max(64),
    Amount: ZSignedMoneyInput,
    /** One of manualAdjustmentTypes (contracts wallet/cash-flow-types.ts). */
    CashFlowType: z.number().int(),
    Reason: ZText.min(1, { error: 'required' }).max(200),
  })
  .meta({ id: 'BalanceAdjustmentRequest' });
export type TBalanceAdjustmentRequest = z.infer<typeof ZBalanceAdjustmentRequest>;

export const balanceAdjustmentStates = ['pending', 'approved', 'rejected'] as const;

export const ZBalanceAdjustment = z
  .object({
    Id: z.string(),
    LoginId: z.string(),
    Amount: ZMoney,
    CashFlowType: z.number().int(),
    Reason: z.string(),
    State: z.enum(balanceAdjustmentStates),
    MakerLoginId: z.string(),
    CheckerLoginId: z.string().nullable(),
    DecisionNote: z.string().nullable(),
    CreatedAt: z.string().describe('ISO 8601'),
    DecidedAt: z.string().nullable(),
  })
  .meta({ id: 'BalanceAdjustment' });
export type TBalanceAdjustment = z.input<typeof ZBalanceAdjustment>;

export const ZBalanceAdjustmentQuery = z.object({
  State: ZText.pipe(z.enum(balanceAdjustmentStates)).optional(),
  LoginId: ZText.min(1).max(64).optional(),
  /** NextCursor of the previous page. */
  Cursor: ZText.regex(/^\d{1,18}$/, { error: 'format' }).optional(),
  Limit: queryInt(1, 200).default(50),
});
export type TBalanceAdjustmentQuery = z.infer<typeof ZBalanceAdjustmentQuery>;

export const ZBalanceAdjustmentList = z
  .object({ Adjustments: z.array(ZBalanceAdjustment), NextCursor: z.string().nullable() })
  .meta({ id: 'BalanceAdjustmentList' });

export const ZDecideBalanceAdjustmentRequest = z
  .object({
    Id: ZText.regex(/^\d{1,18}$/, { error: 'format' }),
    Note: ZText.max(200).optional(),
  })
  .meta({ id: 'DecideBalanceAdjustmentRequest' });

import { balanceAdjustmentStates } from '@lottery/contracts';
import { z } from 'zod';

/**
 * A balance adjustment as it arrives: the contracts' ZBalanceAdjustment is the server's side
 * (a bigint of thousandths turned into a JSON number), so the client reads the number, checked
 * to be an exact thousandths amount where it is shown (shared/ui/money.tsx).
 */
export const ZAdjustmentWire = z.object({
  Id: z.string(),
  LoginId: z.string(),
  Amount: z.number(),
  CashFlowType: z.number().int(),
  Reason: z.string(),
  State: z.enum(balanceAdjustmentStates),
  MakerLoginId: z.string(),
  CheckerLoginId: z.string().nullable(),
  DecisionNote: z.string().nullable(),
  CreatedAt: z.string(),
  DecidedAt: z.string().nullable(),
});
export type TAdjustment = z.infer<typeof ZAdjustmentWire>;

export const ZAdjustmentListWire = z.object({
  Adjustments: z.array(ZAdjustmentWire),
  NextCursor: z.string().nullable(),
});

import { z } from 'zod';

/** A withdrawal as the queue receives it (amounts as JSON numbers of at most 3 decimals). */
export const ZWithdrawalWire = z.object({
  Id: z.number().int(),
  OrderNo: z.string(),
  LoginId: z.string(),
  Type: z.number().int(),
  State: z.number().int(),
  Amount: z.number(),
  Fee: z.number(),
  Provider: z.string(),
  AccountNumber: z.string(),
  HolderName: z.string().nullable(),
  Branch: z.string().nullable(),
  PayoutRef: z.string().nullable(),
  Reason: z.string().nullable(),
  CreatedAt: z.number(),
  DecidedAt: z.number().nullable(),
});
export type TWithdrawalWire = z.infer<typeof ZWithdrawalWire>;

export const ZWithdrawalListWire = z.object({
  Items: z.array(ZWithdrawalWire),
  NextCursor: z.string().nullable(),
});

const ZLine = z.object({ At: z.number(), Amount: z.number(), Note: z.string() });

export const ZReviewWire = z.object({
  Withdrawal: ZWithdrawalWire,
  Balance: z.number(),
  TurnoverRequired: z.number(),
  TurnoverAchieved: z.number(),
  TurnoverRemaining: z.number(),
  RecentWins: z.array(ZLine),
  RecentDeposits: z.array(ZLine),
  RecentWithdrawals: z.array(ZLine),
  SameAddressLogins: z.array(z.string()),
  SameAccountLogins: z.array(z.string()),
});
export type TReviewWire = z.infer<typeof ZReviewWire>;

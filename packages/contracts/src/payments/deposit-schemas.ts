import { z } from 'zod';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZText } from '../validation/text.ts';
import {
  depositTypes,
  usdtChainNames,
  type TDepositState,
  type TDepositType,
} from './payment-enums.ts';

/**
 * What a player is shown to pay a deposit order, by how the channel takes money: a bank account to
 * transfer to, a gateway's page to go to, or a chain address (with a memo where the chain shares
 * one address between players). The player's screens render each kind from this union alone, so a
 * new channel kind needs no web work. Amount is currency units (at most 3 decimals); CryptoAmount
 * and Rate are exact decimal text (USDT has 6 decimals).
 */
export const ZDepositInstructions = z
  .discriminatedUnion('Kind', [
    z.object({
      Kind: z.literal('bank'),
      BankName: z.string(),
      AccountName: z.string(),
      AccountNumber: z.string(),
      Branch: z.string().optional(),
      Amount: z.number().describe('The exact amount to transfer, matching thousandths included'),
    }),
    z.object({
      Kind: z.literal('redirect'),
      PayUrl: z.string().describe('The payment page to send the player to'),
    }),
    z.object({
      Kind: z.literal('address'),
      Chain: z.enum(usdtChainNames),
      Address: z.string(),
      Memo: z
        .string()
        .optional()
        .describe('Required in the transfer where the chain shares one address'),
      CryptoAmount: z.string().describe('USDT to send, decimal text'),
      Rate: z.string().describe('Currency units per USDT, locked until RateLockedUntil'),
      QrText: z.string().describe('What the QR code encodes'),
    }),
  ])
  .meta({ id: 'DepositInstructions' });
export type TDepositInstructions = z.infer<typeof ZDepositInstructions>;

/** The public number of a deposit order (what the player, finance and a gateway see). */
export const depositOrderNo = (id: bigint | number | string) => `D${String(id).padStart(10, '0')}`;

/** The order id a public number names, or null for anything that is not one. */
export function depositOrderIdOf(orderNo: string): bigint | null {
  const match = /^D(\d{10,18})$/.exec(orderNo);
  return match?.[1] ? BigInt(match[1]) : null;
}

export const ZCancelDepositNotify = z
  .object({
    OrderNo: z.string(),
    Reason: z.string(),
    DedupeKey: z.string(),
  })
  .meta({ id: 'CancelDepositNotify' });
export type TCancelDepositNotify = z.infer<typeof ZCancelDepositNotify>;

/** A site date (UTC+8, where business days start), inclusive at both ends of a range. */
const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('Site date YYYY-MM-DD (UTC+8)');

const ZDepositTypeCode = z
  .number()
  .int()
  .refine((value) => Object.values(depositTypes).includes(value as TDepositType), {
    error: 'depositType',
  })
  .describe('packages/contracts depositTypes')
  .transform((value) => value as TDepositType);
const ZDepositStateCode = z
  .number()
  .int()
  .min(0)
  .max(3)
  .describe('SPEC §4: waiting 0, confirm 1, cancel 2, create order 3')
  .transform((value) => value as TDepositState);

/** What a credited deposit costs (a fee taken from it) or earns (a bonus added). */
export const ZDepositCharge = z.object({
  Kind: z.enum(['none', 'fee', 'bonus']),
  RateBps: z.number().int().describe('Basis points of the deposit'),
  Fixed: ZMoney,
  Cap: ZMoney.nullable(),
});

export const ZDepositChannelOffer = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Type: z.number().int(),
    Chain: z.enum(usdtChainNames).nullable(),
    MinAmount: ZMoney,
    MaxAmount: ZMoney,
    OpenFrom: z.string().nullable().describe('HH:MM site time; null: always open'),
    OpenTo: z.string().nullable(),
    IsOpen: z.boolean().describe('Within its hours now'),
    Charge: ZDepositCharge,
    TurnoverPercent: z.number().int().describe('Bet volume required per credited amount, percent'),
    DepositorNameRequired: z.boolean(),
  })
  .meta({ id: 'DepositChannelOffer' });

/** A deposit order as its player sees it (/DepositQrcode, /DepositRecord). */
export const ZDepositOrder = z
  .object({
    OrderNo: z.string(),
    Type: z.number().int(),
    Chain: z.enum(usdtChainNames).nullable(),
    ChannelName: z.string(),
    Amount: ZMoney.describe('What is to be paid'),
    ReceivedAmount: ZMoney.nullable().describe('What was credited, once confirmed'),
    Fee: ZMoney,
    Bonus: ZMoney,
    DepositorName: z.string().nullable(),
    State: z.number().int(),
    InReview: z.boolean().describe('A payment finance is checking'),
    Instructions: ZDepositInstructions.nullable(),
    CryptoAmount: z.string().nullable(),
    Rate: z.string().nullable(),
    RateLockedUntil: z.number().int().nullable().describe('Epoch ms'),
    ExpiresAt: z.number().int().describe('Epoch ms: an unpaid order is cancelled then'),
    CancelReason: z.string().nullable(),
    CreatedAt: z.number().int().describe('Epoch ms'),
    DecidedAt: z.number().int().nullable().describe('Epoch ms'),
  })
  .meta({ id: 'DepositOrder' });
export type TDepositOrderView = z.input<typeof ZDepositOrder>;

export const ZTurnoverStatus = z
  .object({
    Required: ZMoney.describe('Bet volume required by the open deposits'),
    Achieved: ZMoney.describe('Bet volume since then (cancelled bets excluded)'),
    Remaining: ZMoney.describe('Still to bet before a withdrawal'),
  })
  .meta({ id: 'TurnoverStatus' });

export const ZInitDepositDataResponse = z
  .object({
    DepositDisabled: z.boolean().describe('The account may not deposit (state flag)'),
    Types: z
      .array(z.object({ Type: z.number().int(), Channels: z.array(ZDepositChannelOffer) }))
      .describe('Types with a channel that applies to the caller, in depositTypes order'),
    PendingOrder: ZDepositOrder.nullable().describe('The unfinished order, if any (one at a time)'),
    Turnover: ZTurnoverStatus,
  })
  .meta({ id: 'InitDepositDataResponse' });
export type TInitDepositData = z.input<typeof ZInitDepositDataResponse>;

export const ZCreateDepositRequest = z
  .object({
    ChannelId: z.number().int().positive(),
    Amount: ZMoneyInput,
    DepositorName: ZText.trim().max(40).optional().describe('Required for bank transfers'),
    DepositorBank: ZText.trim()
      .max(40)
      .optional()
      .describe('The paying bank, where the channel limits them'),
  })
  .meta({ id: 'CreateDepositRequest' });
export type TCreateDepositRequest = z.input<typeof ZCreateDepositRequest>;

export const ZDepositOrderRequest = z
  .object({ OrderNo: ZText.regex(/^D\d{10,18}$/, { error: 'format' }) })
  .meta({ id: 'DepositOrderRequest' });

export const ZDepositRecordRequest = z
  .object({
    StartDate: ZSiteDate,
    EndDate: ZSiteDate.describe('Site date YYYY-MM-DD (UTC+8), at most 92 days on'),
    State: ZDepositStateCode.optional(),
    Type: ZDepositTypeCode.optional(),
    PageIndex: z.number().int().min(1).max(100_000).default(1).describe('1-based'),
    PageSize: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'DepositRecordRequest' });
export type TDepositRecordRequest = z.input<typeof ZDepositRecordRequest>;

export const ZDepositRecordResponse = z
  .object({
    Items: z.array(ZDepositOrder).describe('Newest first'),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'DepositRecordResponse' });
export type TDepositRecordResponse = z.input<typeof ZDepositRecordResponse>;

import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZText } from '../validation/text.ts';
import { usdtChainNames } from './payment-enums.ts';

/** Finance's deposit queue and channel configuration (console sections deposits, deposit-channels). */

const ZId = ZText.regex(/^\d{1,18}$/, { error: 'format' });
const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('Site date YYYY-MM-DD (UTC+8)');
const ZSmallInt = (max: number) => queryInt(0, max);

export const ZAdminDepositQuery = z
  .object({
    State: ZSmallInt(3).optional().describe('waiting 0, confirm 1, cancel 2, create order 3'),
    Type: ZSmallInt(7).optional(),
    ChannelId: queryInt(1).optional(),
    Review: z
      .enum(['true', 'false'])
      .optional()
      .describe('true: the review queue (callbacks and chain transfers that did not match)'),
    MinAmount: ZMoneyInput.optional(),
    MaxAmount: ZMoneyInput.optional(),
    DepositorName: ZText.trim().min(1).max(40).optional(),
    LoginId: ZText.trim().min(1).max(64).optional(),
    StartDate: ZSiteDate.optional(),
    EndDate: ZSiteDate.optional(),
    /** NextCursor of the previous page. */
    Cursor: ZId.optional(),
    Limit: queryInt(1, 200).default(50),
  })
  .meta({ id: 'AdminDepositQuery' });
export type TAdminDepositQuery = z.output<typeof ZAdminDepositQuery>;

export const ZAdminDepositOrder = z
  .object({
    Id: z.string(),
    OrderNo: z.string(),
    UserId: z.number().int(),
    LoginId: z.string(),
    ChannelId: z.number().int(),
    ChannelName: z.string(),
    Type: z.number().int(),
    Chain: z.enum(usdtChainNames).nullable(),
    Amount: ZMoney,
    ReceivedAmount: ZMoney.nullable().describe('Credited, or reported by a gateway or chain'),
    Fee: ZMoney,
    Bonus: ZMoney,
    DepositorName: z.string().nullable(),
    State: z.number().int(),
    Review: z.boolean(),
    ReviewReason: z.string().nullable(),
    CancelReason: z.string().nullable(),
    ExternalRef: z.string().nullable(),
    Address: z.string().nullable(),
    Memo: z.string().nullable(),
    CryptoAmount: z.string().nullable(),
    Rate: z.string().nullable(),
    ExpiresAt: z.number().int().describe('Epoch ms'),
    CreatedAt: z.number().int().describe('Epoch ms'),
    DecidedBy: z
      .string()
      .nullable()
      .describe("'admin:<id>', 'gateway', 'chain', 'expiry', 'player'"),
    DecidedAt: z.number().int().nullable(),
  })
  .meta({ id: 'AdminDepositOrder' });
export type TAdminDepositOrder = z.input<typeof ZAdminDepositOrder>;

export const ZAdminDepositList = z
  .object({ Orders: z.array(ZAdminDepositOrder), NextCursor: z.string().nullable() })
  .meta({ id: 'AdminDepositList' });

export const ZAdminDepositDetailQuery = z.object({ Id: ZId });

export const ZAdminDepositDetail = z
  .object({
    Order: ZAdminDepositOrder,
    RecentMoves: z
      .array(
        z.object({
          CashFlowType: z.number().int(),
          Amount: ZMoney.describe('Signed, as on the player statement'),
          Memo: z.string().nullable(),
          CreatedAt: z.number().int(),
        }),
      )
      .describe("The player's last 20 deposit and withdrawal lines (cash-flow types 301-306)"),
  })
  .meta({ id: 'AdminDepositDetail' });
export type TAdminDepositDetail = z.input<typeof ZAdminDepositDetail>;

export const ZConfirmDepositRequest = z
  .object({
    Id: ZId,
    ReceivedAmount: ZMoneyInput.optional().describe(
      'What actually arrived; the order amount (or what was reported, for a review) when absent',
    ),
  })
  .meta({ id: 'ConfirmDepositRequest' });

export const ZCancelDepositRequest = z
  .object({ Id: ZId, Reason: ZText.trim().min(1, { error: 'required' }).max(200) })
  .meta({ id: 'CancelDepositRequest' });

const ZClock = ZText.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'format' }).describe(
  'HH:MM site time',
);

export const ZDepositChannelFields = z.object({
  Type: z.number().int().min(1).max(7).describe('packages/contracts depositTypes'),
  Chain: z.enum(usdtChainNames).nullable().describe('USDT channels only'),
  Name: ZText.trim().min(1, { error: 'required' }).max(60),
  MinAmount: ZMoneyInput,
  MaxAmount: ZMoneyInput,
  OpenFrom: ZClock.nullable().describe('Both null: always open'),
  OpenTo: ZClock.nullable(),
  ChargeKind: z.enum(['none', 'fee', 'bonus']),
  ChargeRateBps: z.number().int().min(0).max(10_000),
  ChargeFixed: ZMoneyInput,
  ChargeCap: ZMoneyInput.nullable(),
  TurnoverPercent: z.number().int().min(0).max(10_000),
  VipLevels: z.array(z.number().int().min(0).max(100)).max(20).describe('Empty: every level'),
  AgentLoginIds: z
    .array(ZText.trim().min(1).max(64))
    .max(50)
    .describe('Agents whose whole team sees it; empty: everyone'),
  Enabled: z.boolean(),
  SortOrder: z.number().int().min(-1000).max(1000),
  BankName: ZText.trim().max(60).nullable(),
  BankAccountName: ZText.trim().max(60).nullable(),
  BankAccountNumber: ZText.trim().max(40).nullable(),
  BankBranch: ZText.trim().max(60).nullable(),
  AddMatchingThousandths: z.boolean(),
  RequiresBoundCard: z
    .boolean()
    .default(false)
    .describe('Only players with a bank card bound may deposit here (else DepositNoBankCard)'),
  ExpiryMinutes: z.number().int().min(1).max(10_080),
  Settings: z
    .record(ZText.max(60), z.unknown())
    .describe("The gateway's or chain's settings, checked by the channel type's kind"),
});

export const ZSaveDepositChannelRequest = ZDepositChannelFields.extend({
  Id: z.number().int().positive().optional().describe('Absent: a new channel'),
}).meta({ id: 'SaveDepositChannelRequest' });
export type TSaveDepositChannelRequest = z.input<typeof ZSaveDepositChannelRequest>;

export const ZAdminDepositChannel = z
  .object({
    Id: z.number().int(),
    Type: z.number().int(),
    Chain: z.enum(usdtChainNames).nullable(),
    Name: z.string(),
    MinAmount: ZMoney,
    MaxAmount: ZMoney,
    OpenFrom: z.string().nullable(),
    OpenTo: z.string().nullable(),
    ChargeKind: z.enum(['none', 'fee', 'bonus']),
    ChargeRateBps: z.number().int(),
    ChargeFixed: ZMoney,
    ChargeCap: ZMoney.nullable(),
    TurnoverPercent: z.number().int(),
    VipLevels: z.array(z.number().int()),
    AgentLoginIds: z.array(z.string()),
    Enabled: z.boolean(),
    SortOrder: z.number().int(),
    BankName: z.string().nullable(),
    BankAccountName: z.string().nullable(),
    BankAccountNumber: z.string().nullable(),
    BankBranch: z.string().nullable(),
    AddMatchingThousandths: z.boolean(),
    RequiresBoundCard: z.boolean(),
    ExpiryMinutes: z.number().int(),
    Settings: z.record(z.string(), z.unknown()),
    UpdatedAt: z.number().int(),
  })
  .meta({ id: 'AdminDepositChannel' });
export type TAdminDepositChannel = z.input<typeof ZAdminDepositChannel>;

export const ZAdminDepositChannelList = z
  .object({ Channels: z.array(ZAdminDepositChannel) })
  .meta({ id: 'AdminDepositChannelList' });

import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZLoginId } from '../auth/auth-schemas.ts';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZMultilineText, ZText } from '../validation/text.ts';

/** Dividends, shareholder bonuses, agent bonuses and service fees (issue #21). */

const ZRecordId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD, site date (UTC+8)');
const ZPeriodKind = z
  .union([z.literal(1), z.literal(2)])
  .describe('dividendPeriodKinds: 1 half-month (1st-15th, 16th-last), 2 month');
const ZPage = z.number().int().min(1).max(10_000).default(1);
const ZPageSize = z.number().int().min(1).max(100).default(20);
/** A rate on the wire: percent, at most two decimals (basis points inside). */
const ZRatePercent = z
  .number()
  .min(1)
  .max(50)
  .multipleOf(0.01)
  .describe('Percent of the team loss, 1 to 50, at most 2 decimals');

export const ZDividendTier = z
  .object({
    MinTeamLoss: ZMoneyInput.describe('The team lost at least this over the period'),
    MinTurnover: ZMoneyInput.describe('The team turned over at least this over the period'),
    RatePercent: ZRatePercent,
    Either: z.boolean().describe('One threshold suffices (true) or both are needed (false)'),
  })
  .meta({ id: 'DividendTierInput' });

export const ZDividendTierView = z
  .object({
    MinTeamLoss: ZMoney,
    MinTurnover: ZMoney,
    RatePercent: z.number(),
    Either: z.boolean(),
  })
  .meta({ id: 'DividendTier' });

export const ZDividendTerms = z
  .object({
    PeriodKind: ZPeriodKind,
    Tiers: z.array(ZDividendTierView),
    Source: z
      .enum(['Rule', 'Contract'])
      .describe("The back office's rule (top-level agents) or the contract with the upline"),
  })
  .meta({ id: 'DividendTerms' });

export const ZDividendRecord = z
  .object({
    Id: z.number().int(),
    LoginId: z.string().describe('The agent receiving the dividend'),
    PayerLoginId: z.string().nullable().describe('Its upline agent; null when the house pays'),
    PeriodKind: ZPeriodKind,
    PeriodStart: z.string(),
    PeriodEnd: z.string(),
    Turnover: ZMoney,
    TeamLoss: ZMoney.describe('Turnover - prize - rebate of the whole team; negative: it won'),
    RatePercent: z.number(),
    Amount: ZMoney,
    State: z.number().int().describe('dividendRecordStates'),
    CreatedAt: z.number().int(),
    UpdatedAt: z.number().int(),
  })
  .meta({ id: 'DividendRecord' });
export type TDividendRecord = z.input<typeof ZDividendRecord>;

export const ZDividendRecordPage = z
  .object({ Items: z.array(ZDividendRecord), Total: z.number().int() })
  .meta({ id: 'DividendRecordPage' });

export const ZMemberDividendsRequest = z
  .object({
    Member: ZLoginId.optional().describe('One direct member; all direct members when absent'),
    PeriodStart: ZSiteDate.optional(),
    Page: ZPage,
    PageSize: ZPageSize,
  })
  .meta({ id: 'MemberDividendsRequest' });

export const ZMyDividendsRequest = z
  .object({ Page: ZPage, PageSize: ZPageSize })
  .meta({ id: 'MyDividendsRequest' });

export const ZMyDividends = z
  .object({
    Items: z.array(ZDividendRecord),
    Total: z.number().int(),
    Terms: ZDividendTerms.nullable().describe('What my dividend follows; null: no dividend'),
  })
  .meta({ id: 'MyDividends' });

export const ZDividendIdRequest = z.object({ Id: ZRecordId }).meta({ id: 'DividendIdRequest' });

// Shareholder bonus.
export const shareholderBonusTypes = ['LOTTERY', 'EXTERNALGAME'] as const;
export type TShareholderBonusType = (typeof shareholderBonusTypes)[number];

export const ZShareholderBonusRequest = z
  .object({ Type: z.enum(shareholderBonusTypes) })
  .meta({ id: 'ShareholderBonusRequest' });

export const ZShareholderBonusRecord = z
  .object({
    Id: z.number().int(),
    PeriodKind: ZPeriodKind,
    PeriodStart: z.string(),
    PeriodEnd: z.string(),
    SiteProfit: ZMoney,
    RatePercent: z.number(),
    Amount: ZMoney,
    State: z.number().int().describe('dividendRecordStates: paid or no dividend'),
    CreatedAt: z.number().int(),
  })
  .meta({ id: 'ShareholderBonusRecord' });

export const ZShareholderBonus = z
  .object({
    Rule: z
      .object({ PeriodKind: ZPeriodKind, RatePercent: z.number(), Content: z.string() })
      .nullable(),
    Items: z.array(ZShareholderBonusRecord),
  })
  .meta({ id: 'ShareholderBonus' });

// Agent bonuses.
export const ZGrantBonusRequest = z
  .object({
    Member: ZLoginId,
    Amount: ZMoneyInput.refine((amount) => amount > 0n, { error: 'money.positive' }),
    Note: ZText.max(100).default(''),
    FundPassword: ZText.min(1, { error: 'required' }).max(64),
  })
  .meta({ id: 'GrantBonusRequest' });

export const ZAgentBonus = z
  .object({
    Id: z.number().int(),
    LoginId: z.string().describe('The member who received it'),
    Amount: ZMoney,
    Note: z.string(),
    CreatedAt: z.number().int(),
  })
  .meta({ id: 'AgentBonus' });

export const ZAgentBonusList = z
  .object({ Items: z.array(ZAgentBonus) })
  .meta({ id: 'AgentBonusList' });

// Service fees.
export const ZSetServiceFeeRequest = z
  .object({
    Member: ZLoginId,
    Amount: ZMoneyInput.refine((amount) => amount > 0n, { error: 'money.positive' }),
    PeriodKind: ZPeriodKind,
  })
  .meta({ id: 'SetServiceFeeRequest' });

export const ZServiceFeeMemberRequest = z
  .object({ Member: ZLoginId })
  .meta({ id: 'ServiceFeeMemberRequest' });

export const ZServiceFeeAgreement = z
  .object({
    LoginId: z.string().describe('The member agent that pays'),
    Amount: ZMoney,
    PeriodKind: ZPeriodKind,
    UpdatedAt: z.number().int(),
  })
  .meta({ id: 'ServiceFeeAgreement' });

export const ZServiceFeeRecord = z
  .object({
    Id: z.number().int(),
    PayerLoginId: z.string(),
    ReceiverLoginId: z.string(),
    PeriodStart: z.string(),
    PeriodEnd: z.string(),
    Amount: ZMoney,
    State: z.number().int().describe('dailyPayRecordStates: paid, or not enough money'),
    CreatedAt: z.number().int(),
  })
  .meta({ id: 'ServiceFeeRecord' });

export const ZServiceFees = z
  .object({
    Agreements: z.array(ZServiceFeeAgreement).describe('What my member agents pay me'),
    MyAgreement: ZServiceFeeAgreement.nullable().describe('What I pay my upline'),
    Records: z.array(ZServiceFeeRecord).describe('Fees I paid or received, newest first'),
  })
  .meta({ id: 'ServiceFees' });

// The back office.
export const ZAdminDividendRule = z
  .object({
    LoginId: z.string(),
    PeriodKind: ZPeriodKind,
    Tiers: z.array(ZDividendTierView),
    UpdatedAt: z.number().int(),
  })
  .meta({ id: 'AdminDividendRule' });

export const ZAdminDividendRuleList = z
  .object({ Items: z.array(ZAdminDividendRule) })
  .meta({ id: 'AdminDividendRuleList' });

export const ZSetDividendRuleRequest = z
  .object({
    LoginId: ZLoginId.describe('A top-level agent'),
    PeriodKind: ZPeriodKind,
    Tiers: z.array(ZDividendTier).min(1).max(10),
  })
  .meta({ id: 'SetDividendRuleRequest' });

export const ZAdminDividendRecordsQuery = z
  .object({
    LoginId: ZLoginId.optional(),
    State: queryInt(0, 7).optional(),
    Page: queryInt(1, 10_000).default(1),
    PageSize: queryInt(1, 100).default(20),
  })
  .meta({ id: 'AdminDividendRecordsQuery' });

export const ZAdminDividendActionRequest = z
  .object({ Reason: ZText.trim().min(1, { error: 'required' }).max(200) })
  .meta({ id: 'AdminDividendActionRequest' });

export const ZAdminRecordIdParams = z.object({ id: queryInt(1) });

export const ZSetShareholderBonusRuleRequest = z
  .object({
    LoginId: ZLoginId,
    Type: z.enum(shareholderBonusTypes),
    PeriodKind: ZPeriodKind,
    RatePercent: ZRatePercent,
    Content: ZMultilineText.max(2000).default(''),
  })
  .meta({ id: 'SetShareholderBonusRuleRequest' });

/** What clients receive (money as JSON numbers). */
export type TDividendRecordView = z.output<typeof ZDividendRecord>;
export type TMyDividendsView = z.output<typeof ZMyDividends>;
export type TDividendRecordPageView = z.output<typeof ZDividendRecordPage>;
export type TShareholderBonusView = z.output<typeof ZShareholderBonus>;
export type TAgentBonusListView = z.output<typeof ZAgentBonusList>;
export type TAgentBonusView = z.output<typeof ZAgentBonus>;
export type TServiceFeesView = z.output<typeof ZServiceFees>;
export type TAdminDividendRuleListView = z.output<typeof ZAdminDividendRuleList>;

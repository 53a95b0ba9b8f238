import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZText } from '../validation/text.ts';
import {
  contractStates,
  contractTypes,
  dailyPayRecordStates,
  dailyPayTypes,
  dividendPeriodKinds,
} from './agent-enums.ts';

/**
 * Contracts and daily pay on the wire (issue #21). Rates travel as percent with at most two
 * decimals (1.5 means 1.5 %), as DailyPay/GetSystemRule sends its maxima; inside they are whole
 * basis points.
 */
const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD, site date (UTC+8)');

const basisPointsOf = (percent: number) => Math.round(percent * 100);

export const ZRatePercentInput = z
  .number()
  .min(0)
  .max(100)
  .describe('Rate in percent, at most 2 decimals (1.5 means 1.5 %)')
  .transform((percent, ctx) => {
    const bp = basisPointsOf(percent);
    if (Math.abs(bp - percent * 100) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: 'rate.format', input: percent });
      return z.NEVER;
    }
    return bp;
  });

export const ZRatePercent = z
  .number()
  .int()
  .transform((bp) => bp / 100)
  .pipe(z.number().describe('Rate in percent (1.5 means 1.5 %)'));

const codes = <T extends Record<string, number>>(values: T) =>
  z.union(Object.values(values).map((value) => z.literal(value as T[keyof T])));

export const ZContractType = codes(contractTypes).describe('1 lottery, 2 external game, 3 sport');
export const ZContractState = codes(contractStates).describe(
  '0 none, 1 waiting confirmation, 2 signed, 3 rejected',
);
export const ZPeriodKind = codes(dividendPeriodKinds).describe('1 half month, 2 month');
export const ZDailyPayType = codes(dailyPayTypes).describe(
  '1 bet pay, 2 earn pay, 3 lottery, 4 card game, 5 video slot, 6 sport, 7 daily reward',
);
export const ZDailyPayRecordState = codes(dailyPayRecordStates).describe(
  '0 waiting, 1 paid, 2 amount zero, 3 cancel, 4 not enough money',
);

export const ZContractTierInput = z.object({
  MinTeamLoss: ZMoneyInput.describe("The team's loss over the period needed for this tier"),
  MinTurnover: ZMoneyInput.describe("The team's turnover over the period needed for this tier"),
  Rate: ZRatePercentInput,
});
export const ZContractTier = z
  .object({ MinTeamLoss: ZMoney, MinTurnover: ZMoney, Rate: ZRatePercent })
  .meta({ id: 'ContractTier' });

const ZTiersInput = z.array(ZContractTierInput).min(1).max(10);

export const ZOfferContractRequest = z
  .object({
    Member: ZText.min(1).max(40).describe("The direct member's login ID"),
    ContractType: ZContractType,
    PeriodKind: ZPeriodKind,
    Tiers: ZTiersInput,
    TemplateId: z.number().int().positive().optional(),
  })
  .meta({ id: 'OfferContractRequest' });

export const ZContract = z
  .object({
    Id: z.number().int(),
    AgentLoginId: z.string(),
    MemberLoginId: z.string(),
    ContractType: ZContractType,
    PeriodKind: ZPeriodKind,
    State: ZContractState,
    InForce: z.boolean().describe('Signed and not replaced by a later signature'),
    Superseded: z.boolean().describe('Replaced by a later offer or signature (history)'),
    OfferedAt: z.number().int().describe('Epoch ms'),
    DecidedAt: z.number().int().nullable().describe('Epoch ms of the signature or rejection'),
    Tiers: z.array(ZContractTier),
  })
  .meta({ id: 'Contract' });
export type TContract = z.input<typeof ZContract>;

export const ZContractListResponse = z
  .object({ Contracts: z.array(ZContract).describe('Newest first') })
  .meta({ id: 'ContractListResponse' });

export const ZMemberContractsRequest = z
  .object({ Member: ZText.min(1).max(40).describe("A direct member's login ID") })
  .meta({ id: 'MemberContractsRequest' });

export const ZContractIdRequest = z
  .object({ Id: z.number().int().positive() })
  .meta({ id: 'ContractIdRequest' });

export const ZContractTemplate = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    ContractType: ZContractType,
    PeriodKind: ZPeriodKind,
    Tiers: z.array(ZContractTier),
    Enabled: z.boolean(),
  })
  .meta({ id: 'ContractTemplate' });

export const ZContractTemplateListResponse = z
  .object({ Templates: z.array(ZContractTemplate) })
  .meta({ id: 'ContractTemplateListResponse' });

export const ZSaveContractTemplateRequest = z
  .object({
    Id: z.number().int().positive().optional().describe('Absent: a new template'),
    Name: ZText.trim().min(1).max(60),
    ContractType: ZContractType,
    PeriodKind: ZPeriodKind,
    Tiers: ZTiersInput,
    Enabled: z.boolean(),
  })
  .meta({ id: 'SaveContractTemplateRequest' });

export const ZAdminContractSearch = z
  .object({
    LoginId: ZText.max(40).optional().describe('Agent or member login ID'),
    State: queryInt(1, 3).optional(),
    ContractType: queryInt(1, 3).optional(),
    Page: queryInt(1, 100_000).default(1),
    PageSize: queryInt(1, 100).default(20),
  })
  .meta({ id: 'AdminContractSearch' });

export const ZAdminContractListResponse = z
  .object({ Contracts: z.array(ZContract), Total: z.number().int() })
  .meta({ id: 'AdminContractListResponse' });

export const ZDailyPayRate = z
  .object({ PayType: ZDailyPayType, Rate: ZRatePercent })
  .meta({ id: 'DailyPayRate' });

export const ZSetDailyPayRequest = z
  .object({
    Member: ZText.min(1).max(40).describe("The direct member's login ID"),
    Rates: z
      .array(z.object({ PayType: ZDailyPayType, Rate: ZRatePercentInput }))
      .min(1)
      .max(7),
  })
  .meta({ id: 'SetDailyPayRequest' });

export const ZDailyPayAgreement = z
  .object({
    AgentLoginId: z.string().nullable().describe('Who set the rates; null: none set yet'),
    MemberLoginId: z.string(),
    Rates: z.array(ZDailyPayRate).describe('The types set, rate above or at zero'),
  })
  .meta({ id: 'DailyPayAgreement' });

export const ZDailyPayAgreementsResponse = z
  .object({
    Mine: ZDailyPayAgreement.describe('My own rates, set by my agent'),
    Member: ZDailyPayAgreement.nullable().describe('The member asked for, when one was'),
    Limits: z
      .array(ZDailyPayRate)
      .describe('Highest rate I may give per type I may set (my own or the system maximum)'),
  })
  .meta({ id: 'DailyPayAgreementsResponse' });

export const ZDailyPayAgreementsRequest = z
  .object({ Member: ZText.min(1).max(40).optional() })
  .meta({ id: 'DailyPayAgreementsRequest' });

export const ZDailyPayRecord = z
  .object({
    Id: z.number().int(),
    Date: z.string().describe('Site date YYYY-MM-DD'),
    MemberLoginId: z.string(),
    AgentLoginId: z.string(),
    PaidByHouse: z.boolean(),
    PayType: ZDailyPayType,
    Rate: ZRatePercent,
    BaseAmount: ZMoney.describe('Team turnover, or team loss for earn pay'),
    Amount: ZMoney,
    State: ZDailyPayRecordState,
    Direction: z.enum(['received', 'paid', 'other']).describe("From the caller's side"),
  })
  .meta({ id: 'DailyPayRecord' });

export const ZDailyPayRecordsRequest = z
  .object({
    StartDate: ZSiteDate,
    EndDate: ZSiteDate,
    Direction: z.enum(['received', 'paid', 'all']).default('all'),
  })
  .meta({ id: 'DailyPayRecordsRequest' });

export const ZDailyPayRecordsResponse = z
  .object({ Records: z.array(ZDailyPayRecord) })
  .meta({ id: 'DailyPayRecordsResponse' });

export const ZAdminDailyPaySearch = z
  .object({
    StartDate: ZSiteDate,
    EndDate: ZSiteDate,
    LoginId: ZText.max(40).optional(),
    State: queryInt(0, 4).optional(),
    Page: queryInt(1, 100_000).default(1),
    PageSize: queryInt(1, 100).default(20),
  })
  .meta({ id: 'AdminDailyPaySearch' });

export const ZAdminDailyPayListResponse = z
  .object({ Records: z.array(ZDailyPayRecord), Total: z.number().int() })
  .meta({ id: 'AdminDailyPayListResponse' });

export const ZAdminDailyPayIdRequest = z
  .object({ Id: z.number().int().positive() })
  .meta({ id: 'AdminDailyPayIdRequest' });

export const ZRunDailyPayRequest = z
  .object({ Date: ZSiteDate.describe('An ended site day') })
  .meta({ id: 'RunDailyPayRequest' });

export const ZRunDailyPayResponse = z
  .object({
    Computed: z.number().int().describe('Records written by this run'),
    Paid: z.number().int(),
    NotEnoughMoney: z.number().int(),
  })
  .meta({ id: 'RunDailyPayResponse' });

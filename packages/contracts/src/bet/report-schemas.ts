import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { ZMoney } from '../money.ts';

/** A site date (UTC+8, where business days start), inclusive at both ends of a range. */
const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('Site date YYYY-MM-DD (UTC+8)');

/** The longest range a report or statement covers, in days, both ends included. */
export const maxReportDays = 92;

const ZDateRange = {
  StartDate: ZSiteDate,
  EndDate: ZSiteDate.describe(`Site date YYYY-MM-DD (UTC+8), at most ${maxReportDays} days on`),
};

const profitFigures = {
  Turnover: ZMoney.describe('Stakes of the settled tickets (cancelled ones excluded)'),
  Prize: ZMoney.describe('Prizes of those tickets'),
  Rebate: ZMoney.describe('Rebates received: own (self) and from the downline (agent)'),
  Profit: ZMoney.describe('Prize + Rebate − Turnover'),
};

export const ZProfitReportRequest = z.object(ZDateRange).meta({ id: 'ProfitReportRequest' });
export type TProfitReportRequest = z.input<typeof ZProfitReportRequest>;

export const ZProfitReportDay = z
  .object({ Date: ZSiteDate, ...profitFigures })
  .meta({ id: 'ProfitReportDay' });

export const ZProfitReportGame = z
  .object({ GameId: z.number().int(), GameName: z.string(), ...profitFigures })
  .meta({ id: 'ProfitReportGame' });

export const ZProfitReportResponse = z
  .object({
    Days: z
      .array(ZProfitReportDay)
      .describe('Days with any figure, newest first; a ticket counts on the day it settled'),
    Games: z.array(ZProfitReportGame).describe('Games with any figure, by game id'),
    Total: z.object(profitFigures),
  })
  .meta({ id: 'ProfitReportResponse' });
export type TProfitReportResponse = z.infer<typeof ZProfitReportResponse>;

export const ZCashFlowRecordRequest = z
  .object({
    ...ZDateRange,
    Types: z
      .array(z.number().int())
      .max(50)
      .optional()
      .describe('Cash-flow types to show (packages/contracts cashFlowTypes); all when absent'),
    PageIndex: z.number().int().min(1).max(100_000).default(1).describe('1-based'),
    PageSize: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'CashFlowRecordRequest' });
export type TCashFlowRecordRequest = z.input<typeof ZCashFlowRecordRequest>;

export const ZCashFlowRecord = z
  .object({
    Id: z.number().int(),
    Type: z.number().int().nullable().describe('Cash-flow type'),
    Amount: ZMoney.describe('Signed: positive into the wallet, negative out of it'),
    BalanceAfter: ZMoney.describe('Balance of the main wallet after this line'),
    Memo: z
      .string()
      .nullable()
      .describe(
        "What the line is about: a ticket's serial number (B…), an issue (issue:<game>:<serial>), …",
      ),
    CreatedAt: z.number().int().describe('Epoch ms'),
  })
  .meta({ id: 'CashFlowRecord' });

export const ZCashFlowRecordResponse = z
  .object({
    Items: z.array(ZCashFlowRecord).describe('Lines of the main wallet, newest first'),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'CashFlowRecordResponse' });
export type TCashFlowRecordResponse = z.infer<typeof ZCashFlowRecordResponse>;

/**
 * Hub events BetAwardNotify and LotteryAwarded (to the winner's devices): the win popup fields of
 * SPEC §3, the game, and DedupeKey, the same on every delivery of one notice (delivery is at least
 * once: a client drops a key it has shown).
 */
export const ZBetAwardNotice = z
  .object({
    LotteryName: z.string(),
    BetTypeName: z.string(),
    LotteryNameEn: z
      .string()
      .optional()
      .describe('LotteryName in English (the SPEC fields are in the site language, Chinese)'),
    BetTypeNameEn: z.string().optional().describe('BetTypeName in English'),
    IssueSerialNumber: z.string(),
    WinningNumber: z.string(),
    SerialNumber: z.string().describe('The ticket'),
    Prize: z.number(),
    GameId: z.number().int(),
    DedupeKey: z.string(),
  })
  .meta({ id: 'BetAwardNotice' });
export type TBetAwardNotice = z.infer<typeof ZBetAwardNotice>;

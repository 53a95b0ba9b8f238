import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMoney } from '../money.ts';
import { ZText } from '../validation/text.ts';

/**
 * The daily reconciliation (issue #20): per site day and source (a gateway, a chain, a payout
 * party), the run's counts and every difference between its records and ours. Amounts follow the
 * risk schemas' pattern: ZMoney on the server, a plain number (`…Wire`) for the console.
 */

export const reconciliationDifferenceKinds = [
  'missingOurs',
  'missingTheirs',
  'amountDiffers',
  'stateDiffers',
] as const;
export const reconciledStates = ['settled', 'pending', 'failed'] as const;

const ZSiteDay = ZText.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'format' }).describe(
  'YYYY-MM-DD, site date (UTC+8)',
);

const ZAmountWire = z.number();
type TMoneySchema = typeof ZMoney | typeof ZAmountWire;

export const ZReconciliationRun = z
  .object({
    Id: z.number().int(),
    Day: z.string().describe('YYYY-MM-DD, site date'),
    Source: z.string(),
    SourceKind: z.enum(['gateway', 'chain', 'payout']),
    State: z.enum(['done', 'failed']),
    TheirCount: z.number().int(),
    OurCount: z.number().int(),
    MatchedCount: z.number().int(),
    DifferenceCount: z.number().int(),
    Failure: z.string().nullable(),
    FinishedAt: z.number().int().describe('epoch ms'),
    RequestedBy: z
      .string()
      .nullable()
      .describe('The administrator who ran it again; null: the daily job'),
  })
  .meta({ id: 'ReconciliationRun' });
export type TReconciliationRun = z.output<typeof ZReconciliationRun>;

export const ZReconciliationRunList = z
  .object({ Runs: z.array(ZReconciliationRun), Sources: z.array(z.string()) })
  .meta({ id: 'ReconciliationRunList' });

export const ZReconciliationRunQuery = z.object({
  StartDate: ZSiteDay.optional(),
  EndDate: ZSiteDay.optional(),
  Source: ZText.max(64).optional(),
});

const difference = <M extends TMoneySchema>(money: M) =>
  z.object({
    Id: z.number().int(),
    Kind: z.enum(reconciliationDifferenceKinds),
    ExternalRef: z.string(),
    OrderNo: z.string().nullable(),
    TheirAmount: money.nullable(),
    OurAmount: money.nullable(),
    TheirState: z.enum(reconciledStates).nullable(),
    OurState: z.enum(reconciledStates).nullable(),
  });
export const ZReconciliationDifferenceList = z
  .object({ Run: ZReconciliationRun, Differences: z.array(difference(ZMoney)) })
  .meta({ id: 'ReconciliationDifferenceList' });
export const ZReconciliationDifferenceListWire = z.object({
  Run: ZReconciliationRun,
  Differences: z.array(difference(ZAmountWire)),
});
export type TReconciliationDifferenceWire = z.output<
  ReturnType<typeof difference<typeof ZAmountWire>>
>;

export const ZReconciliationDifferenceQuery = z.object({
  RunId: queryInt(1),
});

export const ZRerunReconciliationRequest = z
  .object({ Day: ZSiteDay, Source: ZText.min(1).max(64) })
  .meta({ id: 'RerunReconciliationRequest' });

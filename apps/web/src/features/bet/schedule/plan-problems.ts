import { maxScheduleIssues, maxScheduleMultiple } from '@lottery/contracts';
import type { TCartTicket } from '../cart/cart-ticket.ts';
import type { TPreviewRow } from './schedule-plan.ts';

/** A plan covers at least this many issues (ZPlaceScheduleRequest). */
export const minScheduleIssues = 2;
/** Doubling multiplies by 2 to 10 (ZSchedulePlan). */
export const factorRange = { min: 2, max: 10 } as const;

/** Why the plan cannot be sent yet, as an i18n key under cart.schedule.invalid and its values. */
export interface TPlanProblem {
  key:
    | 'count'
    | 'chosen'
    | 'tooFewIssues'
    | 'startMultiple'
    | 'factor'
    | 'every'
    | 'multipleCap'
    | 'multipleLimit'
    | 'profit';
  values?: TPlanProblemValues;
}

/** The values the problems' texts name. */
export interface TPlanProblemValues {
  min?: number;
  max?: number;
  available?: number;
  issue?: string;
  multiple?: string;
  betType?: string;
}

const isIntIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

export interface TPlanInput {
  isByCount: boolean;
  count: number;
  chosenCount: number;
  /** Issues on sale ahead, once LotteryGame/Info answered. */
  availableCount: number | null;
  start: number;
  isDoubling: boolean;
  factor: number;
  every: number;
  isProfitValid: boolean;
}

/** The form's own ranges (the server's would refuse the same), before any multiple is looked at. */
export function formProblemOf(input: TPlanInput): TPlanProblem | null {
  // The plan's shape first: while it is readable, the preview can be drawn (isPreviewable).
  const range = { min: minScheduleIssues, max: maxScheduleIssues };
  if (input.isByCount && !isIntIn(input.count, range.min, range.max))
    return { key: 'count', values: range };
  if (!isIntIn(input.start, 1, maxScheduleMultiple))
    return { key: 'startMultiple', values: { max: maxScheduleMultiple } };
  if (input.isDoubling && !isIntIn(input.factor, factorRange.min, factorRange.max))
    return { key: 'factor', values: factorRange };
  if (input.isDoubling && !isIntIn(input.every, 1, maxScheduleIssues))
    return { key: 'every', values: { max: maxScheduleIssues } };
  if (!input.isByCount && input.chosenCount < minScheduleIssues)
    return { key: 'chosen', values: { min: minScheduleIssues } };
  if (input.isByCount && input.availableCount !== null && input.count > input.availableCount)
    return { key: 'tooFewIssues', values: { available: input.availableCount } };
  if (!input.isProfitValid) return { key: 'profit' };
  return null;
}

/** Problems that leave the plan's shape readable, so its preview can still be shown. */
export const isPreviewable = (problem: TPlanProblem | null) =>
  problem === null ||
  problem.key === 'tooFewIssues' ||
  problem.key === 'profit' ||
  problem.key === 'chosen';

/**
 * The first issue whose multiple the server would refuse (5307 above 1,000,000; 5113 above an
 * official ticket's payout cap), so the player sees it before sending.
 */
export function multipleProblemOf(
  rows: readonly TPreviewRow[],
  tickets: readonly TCartTicket[],
): TPlanProblem | null {
  for (const row of rows) {
    const issue = row.issueSerial ?? String(row.index + 1);
    const multiple = row.multiple.toString();
    if (row.multiple > BigInt(maxScheduleMultiple))
      return { key: 'multipleLimit', values: { issue, multiple, max: maxScheduleMultiple } };
    const capped = tickets.find(
      (ticket) => ticket.maxMultiple !== null && row.multiple > BigInt(ticket.maxMultiple),
    );
    if (capped)
      return {
        key: 'multipleCap',
        values: { issue, multiple, max: capped.maxMultiple ?? 0, betType: capped.betTypeName },
      };
  }
  return null;
}

import { thousandthsToNumber } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { dayMs, siteDateRange, siteOffsetMs } from '../../platform/site-date-range.ts';

/** Summed summary columns as a query returns them. */
export interface TSummedRow {
  tickets: number | string | bigint;
  turnover: bigint | string;
  prize: bigint | string;
  rebate: bigint | string;
}

/** The figures every report row carries; GGR and profit are derived, never stored. */
export function figuresOf(row: TSummedRow | undefined) {
  const turnover = BigInt(row?.turnover ?? 0);
  const prize = BigInt(row?.prize ?? 0);
  const rebate = BigInt(row?.rebate ?? 0);
  return {
    Tickets: Number(row?.tickets ?? 0),
    Turnover: turnover,
    Prize: prize,
    Rebate: rebate,
    Ggr: turnover - prize,
    Profit: turnover - prize - rebate,
  };
}

/** The same figures as CSV cells, money in currency units. */
export function figureCells(row: TSummedRow) {
  const f = figuresOf(row);
  return [
    f.Tickets,
    thousandthsToNumber(f.Turnover),
    thousandthsToNumber(f.Prize),
    thousandthsToNumber(f.Rebate),
    thousandthsToNumber(f.Ggr),
    thousandthsToNumber(f.Profit),
  ];
}

export const figureHeader = ['Tickets', 'Turnover', 'Prize', 'Rebate', 'GGR', 'Profit'];

/** A range of site dates as site day numbers (both included) and epoch ms [from, to). */
export interface TDayRange {
  firstDay: number;
  lastDay: number;
  fromMs: number;
  toMs: number;
}

export function dayRangeOf(start: string, end: string, maxDays: number): TResult<TDayRange> {
  const range = siteDateRange(start, end, maxDays);
  if (!range.ok) return fail(range.error, range.params);
  const { fromMs, toMs } = range.value;
  const firstDay = (fromMs + siteOffsetMs) / dayMs;
  return succeed({ firstDay, lastDay: firstDay + (toMs - fromMs) / dayMs - 1, fromMs, toMs });
}

import { dividendPeriodKinds, type TDividendPeriodKind } from '@lottery/contracts';
import { dayMs, siteOffsetMs } from '../../../platform/site-date-range.ts';

/** A dividend period: site dates (YYYY-MM-DD, UTC+8), both included, and site day numbers. */
export interface TDividendPeriod {
  kind: TDividendPeriodKind;
  start: string;
  end: string;
  /** Site day numbers (days since 1970-01-01 site time) of start and end, both included. */
  firstDay: number;
  lastDay: number;
}

/**
 * How long after a period's last site midnight it is computed: tickets of the period's last
 * draws settle (and their rebates are credited) a little after midnight, and report_player_days
 * counts a ticket on the day it settled.
 */
export const computeAfterMs = 2 * 3_600_000;

const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const dayOf = (year: number, month: number, date: number) => Date.UTC(year, month, date) / dayMs;

/** The period of `kind` that contains the site day `day`. */
export function periodContaining(kind: TDividendPeriodKind, day: number): TDividendPeriod {
  const at = new Date(day * dayMs);
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const monthEnd = dayOf(year, month + 1, 1) - 1;
  let firstDay = dayOf(year, month, 1);
  let lastDay = monthEnd;
  if (kind === dividendPeriodKinds.halfMonth) {
    if (at.getUTCDate() <= 15) lastDay = firstDay + 14;
    else firstDay += 15;
  }
  return { kind, start: dateOf(firstDay), end: dateOf(lastDay), firstDay, lastDay };
}

/** The last period of `kind` that ended at least computeAfterMs before `now`. */
export function lastEndedPeriod(kind: TDividendPeriodKind, now: number): TDividendPeriod {
  const today = Math.floor((now + siteOffsetMs - computeAfterMs) / dayMs);
  return periodContaining(kind, periodContaining(kind, today).firstDay - 1);
}

import { siteOffsetMs } from '../../platform/site-date-range.ts';

/** A site calendar month: its name ('2026-11') and its bounds in epoch milliseconds. */
export interface TSiteMonth {
  name: string;
  fromMs: number;
  toMs: number;
}

const monthOf = (year: number, monthIndex: number): TSiteMonth => {
  const start = Date.UTC(year, monthIndex, 1) - siteOffsetMs;
  const end = Date.UTC(year, monthIndex + 1, 1) - siteOffsetMs;
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const name = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
  return { name, fromMs: start, toMs: end };
};

/** The site month holding the instant. */
export function siteMonthOf(ms: number): TSiteMonth {
  const local = new Date(ms + siteOffsetMs);
  return monthOf(local.getUTCFullYear(), local.getUTCMonth());
}

/** The site month before the one holding the instant. */
export function previousSiteMonthOf(ms: number): TSiteMonth {
  const local = new Date(ms + siteOffsetMs);
  return monthOf(local.getUTCFullYear(), local.getUTCMonth() - 1);
}

import { fail, succeed, type TResult } from './result.ts';

/**
 * Site dates: the calendar of UTC+8 (China has kept it without daylight saving since 1991, so a
 * fixed offset is exact), where business days and reports start at local midnight.
 */
export const siteOffsetMs = 8 * 3_600_000;
export const dayMs = 86_400_000;

/** Epoch ms of 00:00 site time on a YYYY-MM-DD date, or null for no such calendar date. */
export function siteMidnight(date: string): number | null {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (year < 1970 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utc - siteOffsetMs;
}

/** SQL for the site day number of an epoch-ms bigint column: days since 1970-01-01 site time. */
export const siteDayNumberSql = (column: string) => `((${column} + ${siteOffsetMs}) / ${dayMs})`;

/** The site date (YYYY-MM-DD) of a site day number. */
export const siteDateOfDayNumber = (day: number) =>
  new Date(day * dayMs).toISOString().slice(0, 10);

/** [fromMs, toMs) of the site dates start..end, both included, at most maxDays of them. */
export function siteDateRange(
  start: string,
  end: string,
  maxDays: number,
): TResult<{ fromMs: number; toMs: number }> {
  const from = siteMidnight(start);
  const last = siteMidnight(end);
  if (from === null || last === null || last < from) return fail('ReportDateRangeInvalid');
  if ((last - from) / dayMs + 1 > maxDays) return fail('ReportDateRangeTooLong', { days: maxDays });
  return succeed({ fromMs: from, toMs: last + dayMs });
}

/**
 * Business dates (YYYY-MM-DD in UTC+8), the calendar every record search and report filters by:
 * the server starts business days at midnight UTC+8 (server platform/site-date-range.ts), so
 * this follows the server, not the site zone setting times are shown in (shared/format/
 * site-time.ts). China has no daylight saving, so a fixed offset is exact.
 */
const siteOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

export interface TDateRange {
  from: string;
  to: string;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real YYYY-MM-DD date, or null (2026-02-30, empty text). */
function dayNumberOf(date: string): number | null {
  const match = datePattern.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  if (check.getUTCDate() !== day) return null;
  return utc / dayMs;
}

const dateOfDayNumber = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The site date an instant falls on. */
export const siteDateOf = (epochMs: number) =>
  dateOfDayNumber(Math.floor((epochMs + siteOffsetMs) / dayMs));

/** `date` moved by `days` (negative: back); `date` must be a real date. */
export function addDays(date: string, days: number): string {
  const day = dayNumberOf(date);
  if (day === null) throw new RangeError(`${date} is not a date`);
  return dateOfDayNumber(day + days);
}

/** The `days` site dates ending today, both ends included. */
export function lastDays(nowMs: number, days: number): TDateRange {
  const to = siteDateOf(nowMs);
  return { from: addDays(to, 1 - days), to };
}

export type TRangeProblem = 'invalid' | 'order' | 'tooLong';

/**
 * Why the server would refuse a range (5201: not dates or the end first; 5202: more than
 * `maxDays` days, both ends counted), checked before sending so the form says it at once.
 */
export function rangeProblemOf(range: TDateRange, maxDays?: number): TRangeProblem | null {
  const from = dayNumberOf(range.from);
  const to = dayNumberOf(range.to);
  if (from === null || to === null) return 'invalid';
  if (to < from) return 'order';
  if (maxDays !== undefined && to - from + 1 > maxDays) return 'tooLong';
  return null;
}

/** Every date of a valid range, oldest first. */
export function datesOf(range: TDateRange): string[] {
  const from = dayNumberOf(range.from);
  const to = dayNumberOf(range.to);
  if (from === null || to === null) return [];
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => dateOfDayNumber(from + i));
}

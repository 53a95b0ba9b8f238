/**
 * Issue schedules (SPEC §3 "Draw issue", research brief §4.1–4.3): which issues a game runs on a
 * site-local date, and which issue is open at a given instant. Pure: the server's scheduler
 * creates issues with it and the web countdown finds the current one with it, so both agree.
 *
 * Timing model. A game's "business day" D (a site-local date) opens issue 1 at local midnight of
 * D + firstIssueTimeOfDayMs. Issue k (1-based) runs
 *   start = opening + (k − 1) × cycleMs,  draw = start + cycleMs,  close = draw − seal,
 * so each issue starts at the previous issue's draw, and bets are taken in [start, close). The
 * business day's issues span issuesPerDay × cycleMs, at most 24 hours, so business days never
 * overlap; a shorter span leaves a gap (no issue open) until the next day's issue 1.
 *
 * Midnight. When a business day runs past local midnight (CQSSC's old 22:00–02:00 tail, or a
 * 1-minute game whose last issue draws at 24:00) every issue keeps the date of the business day
 * it belongs to, i.e. the date on which its issue 1 opened, not the calendar date of its own
 * start. A game whose numbers should roll over at 00:00 starts its business day at 00:00.
 *
 * Issue numbers (numberTemplate). Tokens, read left to right, longest first:
 *   YYYY: 4-digit year, YY: 2-digit year, MM: month, DD: day (of the business day);
 *   N…: the serial, zero-padded to the number of Ns ('N' alone = no padding).
 * Anything else is copied literally. Examples: 'YYYYMMDD-NNNN' → 20250101-0001 … 20250101-1440;
 * 'YYYYMMDDNNN' → 20250101001 … 20250101288. By default the serial restarts at 1 every business
 * day, and a template whose Ns cannot hold issuesPerDay is rejected (A4's 3-digit serial broke
 * after issue 999). With counterBase (a continuous counter, e.g. template 'N' for BJPK10-style
 * global numbers), the serial never resets: issue k of date D is
 *   counterBase.serial + (D − counterBase.date in days) × issuesPerDay + (k − 1),
 * so counterBase.serial is the number of issue 1 on counterBase.date; dates giving a serial below 1
 * are rejected.
 */

const dayMs = 86_400_000;

/** A continuous issue counter: the number of issue 1 on a given business day. */
export interface TCounterBase {
  /** Site-local date, 'YYYY-MM-DD'. */
  date: string;
  serial: number;
}

/** How a game's issues are laid out in time and numbered. */
export interface TIssueSchedule {
  /** Site time zone as minutes east of UTC (e.g. +480 for UTC+8). */
  timeZoneOffsetMinutes: number;
  /** Milliseconds after local midnight at which issue 1 of a business day opens, 0 ≤ t < 24 h. */
  firstIssueTimeOfDayMs: number;
  /** Length of one issue, start to draw. */
  cycleMs: number;
  /** Issues per business day; issuesPerDay × cycleMs is at most 24 hours. */
  issuesPerDay: number;
  /** Sale closes (封单) this many seconds before the draw; less than the cycle. */
  sealSecondsBeforeDraw: number;
  /** See the header: tokens YYYY, YY, MM, DD and a run of Ns. */
  numberTemplate: string;
  /** Present for a serial that never resets (see the header). */
  counterBase?: TCounterBase;
}

/** One scheduled issue; times are epoch milliseconds. */
export interface TScheduledIssue {
  serialNumber: string;
  startTimeStamp: number;
  closeTimeStamp: number;
  drawTimeStamp: number;
  /** The business day the issue belongs to, 'YYYY-MM-DD' (the date used in its number). */
  businessDate: string;
  /** 1-based position within its business day. */
  dailyIndex: number;
}

type TToken =
  | { kind: 'literal'; text: string }
  | { kind: 'year4' | 'year2' | 'month' | 'day' }
  | { kind: 'serial'; width: number };

function parseTemplate(template: string): TToken[] {
  const tokens: TToken[] = [];
  const pattern = /YYYY|YY|MM|DD|N+/g;
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    const text = match[0];
    if (match.index > last)
      tokens.push({ kind: 'literal', text: template.slice(last, match.index) });
    if (text === 'YYYY') tokens.push({ kind: 'year4' });
    else if (text === 'YY') tokens.push({ kind: 'year2' });
    else if (text === 'MM') tokens.push({ kind: 'month' });
    else if (text === 'DD') tokens.push({ kind: 'day' });
    else tokens.push({ kind: 'serial', width: text === 'N' ? 1 : text.length });
    last = match.index + text.length;
  }
  if (last < template.length) tokens.push({ kind: 'literal', text: template.slice(last) });
  return tokens;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on anything else. */
export function dayNumberOf(localDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(localDate);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${localDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day
  )
    throw new RangeError(`no such date: ${localDate}`);
  return utc / dayMs;
}

/** The 'YYYY-MM-DD' date of a day number (inverse of dayNumberOf). */
export const dateOfDayNumber = (dayNumber: number) =>
  new Date(dayNumber * dayMs).toISOString().slice(0, 10);

/** Throws a RangeError describing the first problem with a schedule. */
export function assertIssueSchedule(schedule: TIssueSchedule): void {
  const {
    timeZoneOffsetMinutes,
    firstIssueTimeOfDayMs,
    cycleMs,
    issuesPerDay,
    sealSecondsBeforeDraw,
  } = schedule;
  if (!Number.isInteger(timeZoneOffsetMinutes) || Math.abs(timeZoneOffsetMinutes) >= 24 * 60)
    throw new RangeError('timeZoneOffsetMinutes is an integer within ±24 h');
  if (!Number.isInteger(firstIssueTimeOfDayMs) || firstIssueTimeOfDayMs < 0)
    throw new RangeError('firstIssueTimeOfDayMs is a non-negative integer');
  if (firstIssueTimeOfDayMs >= dayMs) throw new RangeError('firstIssueTimeOfDayMs is under 24 h');
  if (!Number.isSafeInteger(cycleMs) || cycleMs <= 0)
    throw new RangeError('cycleMs is a positive integer');
  if (!Number.isSafeInteger(issuesPerDay) || issuesPerDay <= 0)
    throw new RangeError('issuesPerDay is a positive integer');
  if (issuesPerDay * cycleMs > dayMs)
    throw new RangeError('issuesPerDay × cycleMs exceeds 24 hours');
  if (!(sealSecondsBeforeDraw >= 0) || sealSecondsBeforeDraw * 1000 >= cycleMs)
    throw new RangeError('sealSecondsBeforeDraw is at least 0 and shorter than the cycle');
  const serials = parseTemplate(schedule.numberTemplate).filter((token) => token.kind === 'serial');
  if (serials.length !== 1) throw new RangeError('numberTemplate needs exactly one run of Ns');
  const base = schedule.counterBase;
  if (base) {
    dayNumberOf(base.date);
    if (!Number.isSafeInteger(base.serial) || base.serial < 1)
      throw new RangeError('counterBase.serial is a positive integer');
  } else {
    const [serial] = serials;
    if (
      serial &&
      serial.kind === 'serial' &&
      serial.width > 1 &&
      String(issuesPerDay).length > serial.width
    )
      throw new RangeError(
        `numberTemplate's ${serial.width}-digit serial cannot hold ${issuesPerDay}`,
      );
  }
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function serialNumberOf(schedule: TIssueSchedule, dayNumber: number, dailyIndex: number): string {
  let serial = dailyIndex;
  const base = schedule.counterBase;
  if (base) {
    serial =
      base.serial + (dayNumber - dayNumberOf(base.date)) * schedule.issuesPerDay + dailyIndex - 1;
    if (serial < 1) throw new RangeError('the date is before the counter base');
  }
  const date = dateOfDayNumber(dayNumber);
  const parts = parseTemplate(schedule.numberTemplate).map((token) => {
    switch (token.kind) {
      case 'literal':
        return token.text;
      case 'year4':
        return date.slice(0, 4);
      case 'year2':
        return date.slice(2, 4);
      case 'month':
        return date.slice(5, 7);
      case 'day':
        return date.slice(8, 10);
      case 'serial':
        return pad(serial, token.width);
    }
  });
  return parts.join('');
}

/** Epoch ms at which issue 1 of the business day with this day number opens. */
const openingOf = (schedule: TIssueSchedule, dayNumber: number) =>
  dayNumber * dayMs - schedule.timeZoneOffsetMinutes * 60_000 + schedule.firstIssueTimeOfDayMs;

function issueOf(schedule: TIssueSchedule, dayNumber: number, dailyIndex: number): TScheduledIssue {
  const startTimeStamp = openingOf(schedule, dayNumber) + (dailyIndex - 1) * schedule.cycleMs;
  const drawTimeStamp = startTimeStamp + schedule.cycleMs;
  return {
    serialNumber: serialNumberOf(schedule, dayNumber, dailyIndex),
    startTimeStamp,
    closeTimeStamp: drawTimeStamp - schedule.sealSecondsBeforeDraw * 1000,
    drawTimeStamp,
    businessDate: dateOfDayNumber(dayNumber),
    dailyIndex,
  };
}

/** The issues of one business day ('YYYY-MM-DD', site-local), in order. */
export function issuesOfDay(schedule: TIssueSchedule, localDate: string): TScheduledIssue[] {
  assertIssueSchedule(schedule);
  const dayNumber = dayNumberOf(localDate);
  return Array.from({ length: schedule.issuesPerDay }, (_, i) =>
    issueOf(schedule, dayNumber, i + 1),
  );
}

/**
 * The issue running at nowMs (start ≤ now < draw; it may be sealed already), or, in the gap
 * after a business day's last issue, issue 1 of the next business day.
 */
export function issueAt(schedule: TIssueSchedule, nowMs: number): TScheduledIssue {
  assertIssueSchedule(schedule);
  if (!Number.isFinite(nowMs)) throw new RangeError('nowMs is a finite number');
  const localDay = Math.floor((nowMs + schedule.timeZoneOffsetMinutes * 60_000) / dayMs);
  // A business day's issues lie within its own date and the next, so only two days can hold now.
  for (const dayNumber of [localDay - 1, localDay]) {
    const index = Math.floor((nowMs - openingOf(schedule, dayNumber)) / schedule.cycleMs);
    if (index >= 0 && index < schedule.issuesPerDay) return issueOf(schedule, dayNumber, index + 1);
  }
  const next = openingOf(schedule, localDay) > nowMs ? localDay : localDay + 1;
  return issueOf(schedule, next, 1);
}

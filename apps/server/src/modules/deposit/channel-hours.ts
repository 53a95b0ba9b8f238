/**
 * A channel's opening hours: minutes after midnight in the merchant's time zone (site_settings
 * time_zone), so finance sets them as the site's clock reads. An interval whose end is before its
 * start spans midnight (22:00-02:00); no hours means always open.
 */

/** Minutes after midnight of the instant `nowMs` on the clock of `timeZone`. */
export function minuteOfDay(nowMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(nowMs);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

export function isOpenAt(
  hours: { openFrom: number | null; openTo: number | null },
  minute: number,
): boolean {
  const { openFrom, openTo } = hours;
  if (openFrom === null || openTo === null) return true;
  if (openFrom <= openTo) return minute >= openFrom && minute < openTo;
  return minute >= openFrom || minute < openTo;
}

/** 570 → "09:30"; 1440 (an end at midnight) → "24:00". */
export const clockText = (minutes: number | null) =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

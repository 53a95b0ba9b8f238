import { useTranslation } from 'react-i18next';
import { create } from 'zustand';

/**
 * Site time: every time an administrator reads is shown in the merchant's zone (WebSiteInfo
 * TimeZone), whatever the browser's zone, so an audit row reads the same hour on every desk and
 * matches what the players' site shows. This file is the one place that turns instants into text
 * and site-zone text back into instants (eslint.config.js keeps it so).
 */
export const defaultSiteTimeZone = 'Asia/Shanghai';

/** True for a zone this browser can format in; an unknown name would throw on every format. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

interface TSiteTimeState {
  timeZone: string;
}

/** The zone learnt from the server at start; the default until it arrives (or if it is bad). */
export const useSiteTimeZone = create<TSiteTimeState>(() => ({ timeZone: defaultSiteTimeZone }));

export function setSiteTimeZone(timeZone: string): void {
  if (isKnownTimeZone(timeZone)) useSiteTimeZone.setState({ timeZone });
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formatters are costly to build and an audit page formats hundreds of times. */
function formatterOf(language: string, options: Intl.DateTimeFormatOptions) {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Date and time to the second, e.g. 2026/11/27 04:28:00 (zh-CN) or 11/27/2026, 04:28:00 (en). */
export const formatSiteDateTime = (epochMs: number, language: string, timeZone: string) =>
  formatterOf(language, {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(epochMs);

/** The zone's offset at that instant as UTC±h[:mm] ("UTC+8"), to name the zone beside a time. */
export function siteZoneLabel(epochMs: number, timeZone: string): string {
  const name = formatterOf('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(epochMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? name.replace(/^GMT/, 'UTC') : timeZone;
}

/** The wall-clock fields of an instant in the zone, as if they were UTC (for offset arithmetic). */
function wallClockAsUtc(epochMs: number, timeZone: string): number {
  const parts = formatterOf('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(epochMs);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

/**
 * The instant of a site wall-clock time typed by an administrator (`YYYY-MM-DDTHH:mm`, as a
 * datetime-local input gives it), or null when the text is not one. The offset is read at the
 * first guess and again at the corrected instant, which settles it across a daylight-saving change.
 */
export function siteWallClockToEpochMs(text: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  if (Number.isNaN(asUtc)) return null;
  let guess = asUtc - (wallClockAsUtc(asUtc, timeZone) - asUtc);
  guess = asUtc - (wallClockAsUtc(guess, timeZone) - guess);
  return guess;
}

/** The site wall-clock text (`YYYY-MM-DDTHH:mm`) of an instant, for a datetime-local input. */
export function epochMsToSiteWallClock(epochMs: number, timeZone: string): string {
  return new Date(wallClockAsUtc(epochMs, timeZone)).toISOString().slice(0, 16);
}

/** The formatter of the current language and site zone, for screens. */
export function useSiteTime() {
  const { i18n } = useTranslation();
  const timeZone = useSiteTimeZone((state) => state.timeZone);
  return {
    timeZone,
    /** An instant (epoch ms or ISO 8601 text) as site date and time with its zone. */
    format(instant: number | string): string {
      const epochMs = typeof instant === 'number' ? instant : Date.parse(instant);
      if (Number.isNaN(epochMs)) return String(instant);
      return `${formatSiteDateTime(epochMs, i18n.language, timeZone)} ${siteZoneLabel(epochMs, timeZone)}`;
    },
  };
}

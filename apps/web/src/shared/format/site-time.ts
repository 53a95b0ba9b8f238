import { create } from 'zustand';

/**
 * Site time: every time a person reads is shown in the merchant's zone (WebSiteInfo TimeZone),
 * whatever the browser's zone, so the same draw reads the same on every page and every device.
 * This file is the one place that turns instants into text (eslint.config.js keeps it so).
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

/**
 * The zone the server named, checked first; the zone in use already (usually the default) is
 * not checked again: the check builds a formatter, whose first build on a page loads the
 * browser's time-zone data, a long task on a phone at start-up that no screen may need.
 */
export function setSiteTimeZone(timeZone: string): void {
  if (timeZone === useSiteTimeZone.getState().timeZone) return;
  if (isKnownTimeZone(timeZone)) useSiteTimeZone.setState({ timeZone });
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formatters are costly to build and a history page formats hundreds of times. */
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

/** Hours and minutes only, for times of the day a list already dates (issue close times). */
export const formatSiteClock = (epochMs: number, language: string, timeZone: string) =>
  formatterOf(language, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    epochMs,
  );

/**
 * The zone's offset at that instant as UTC±h[:mm] ("UTC+8"), the same in both languages and
 * exact for zones with daylight saving, to name the zone beside times that could be misread.
 */
export function siteZoneLabel(epochMs: number, timeZone: string): string {
  const name = formatterOf('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(epochMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ? name.replace(/^GMT/, 'UTC') : timeZone;
}

/** Date and time with its zone, for absolute times shown outside the records. */
export const formatSiteDateTimeWithZone = (epochMs: number, language: string, timeZone: string) =>
  `${formatSiteDateTime(epochMs, language, timeZone)} ${siteZoneLabel(epochMs, timeZone)}`;

/** The site calendar date (YYYY-MM-DD) of an instant. */
export function siteCalendarDateOf(epochMs: number, timeZone: string): string {
  const parts = formatterOf('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

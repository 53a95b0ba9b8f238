import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultSiteTimeZone,
  formatSiteClock,
  formatSiteDateTime,
  formatSiteDateTimeWithZone,
  setSiteTimeZone,
  siteCalendarDateOf,
  siteZoneLabel,
  useSiteTimeZone,
} from './site-time.ts';

// 2026-11-26 20:28:00 UTC: 04:28 the next day in Shanghai, 15:28 the same day in New York.
const nearMidnight = Date.UTC(2026, 10, 26, 20, 28, 0);

afterEach(() => {
  useSiteTimeZone.setState({ timeZone: defaultSiteTimeZone });
  vi.restoreAllMocks();
});

describe('site time', () => {
  it('shows an instant in the site zone, not the runner zone, across the date line', () => {
    expect(formatSiteDateTime(nearMidnight, 'zh-CN', 'Asia/Shanghai')).toBe('2026/11/27 04:28:00');
    expect(formatSiteDateTime(nearMidnight, 'en', 'Asia/Shanghai')).toBe('11/27/2026, 04:28:00');
    expect(formatSiteDateTime(nearMidnight, 'en', 'America/New_York')).toBe('11/26/2026, 15:28:00');
    expect(formatSiteClock(nearMidnight, 'zh-CN', 'Asia/Shanghai')).toBe('04:28');
  });

  it('puts the site calendar date on the zone side of midnight', () => {
    expect(siteCalendarDateOf(nearMidnight, 'Asia/Shanghai')).toBe('2026-11-27');
    expect(siteCalendarDateOf(nearMidnight, 'UTC')).toBe('2026-11-26');
  });

  it('names the zone by its offset at that instant, daylight saving included', () => {
    expect(siteZoneLabel(nearMidnight, 'Asia/Shanghai')).toBe('UTC+8');
    expect(siteZoneLabel(Date.UTC(2026, 6, 1), 'America/New_York')).toBe('UTC-4');
    expect(siteZoneLabel(nearMidnight, 'America/New_York')).toBe('UTC-5');
    expect(siteZoneLabel(nearMidnight, 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(formatSiteDateTimeWithZone(nearMidnight, 'zh-CN', 'Asia/Shanghai')).toBe(
      '2026/11/27 04:28:00 UTC+8',
    );
  });

  it('keeps Asia/Shanghai until the server names a zone, and ignores a name it cannot use', () => {
    expect(useSiteTimeZone.getState().timeZone).toBe('Asia/Shanghai');
    setSiteTimeZone('Not/A_Zone');
    expect(useSiteTimeZone.getState().timeZone).toBe('Asia/Shanghai');
    setSiteTimeZone('Europe/London');
    expect(useSiteTimeZone.getState().timeZone).toBe('Europe/London');
  });

  it('builds no formatter at start-up when the server names the zone in use', () => {
    const build = vi.spyOn(Intl, 'DateTimeFormat');
    setSiteTimeZone(defaultSiteTimeZone);
    expect(build).not.toHaveBeenCalled();
    setSiteTimeZone('America/New_York');
    expect(useSiteTimeZone.getState().timeZone).toBe('America/New_York');
  });
});

import { describe, expect, it } from 'vitest';
import {
  epochMsToSiteWallClock,
  formatSiteDateTime,
  siteWallClockToEpochMs,
  siteZoneLabel,
} from './site-time.ts';

describe('site time', () => {
  const instant = Date.UTC(2026, 10, 26, 20, 28, 0); // 04:28 on the 27th in Shanghai

  it('formats in the site zone whatever the browser zone', () => {
    expect(formatSiteDateTime(instant, 'zh-CN', 'Asia/Shanghai')).toBe('2026/11/27 04:28:00');
    expect(siteZoneLabel(instant, 'Asia/Shanghai')).toBe('UTC+8');
  });

  it('turns a site wall-clock time (datetime-local) into its instant and back', () => {
    expect(siteWallClockToEpochMs('2026-11-27T04:28', 'Asia/Shanghai')).toBe(instant);
    expect(epochMsToSiteWallClock(instant, 'Asia/Shanghai')).toBe('2026-11-27T04:28');
    expect(siteWallClockToEpochMs('2026-11-27T04:28', 'UTC')).toBe(Date.UTC(2026, 10, 27, 4, 28));
  });

  it('is exact across a daylight-saving change', () => {
    // New York, 2026-03-08: 01:30 is EST (UTC-5), 03:30 is EDT (UTC-4).
    expect(siteWallClockToEpochMs('2026-03-08T01:30', 'America/New_York')).toBe(
      Date.UTC(2026, 2, 8, 6, 30),
    );
    expect(siteWallClockToEpochMs('2026-03-08T03:30', 'America/New_York')).toBe(
      Date.UTC(2026, 2, 8, 7, 30),
    );
  });

  it('refuses text that is not a wall-clock time', () => {
    expect(siteWallClockToEpochMs('', 'Asia/Shanghai')).toBeNull();
    expect(siteWallClockToEpochMs('2026-11-27', 'Asia/Shanghai')).toBeNull();
  });
});

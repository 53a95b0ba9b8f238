import { describe, expect, it } from 'vitest';
import { siteDateOfDayNumber, siteDateRange } from './site-date-range.ts';

describe('siteDateRange', () => {
  it('spans site midnights (UTC+8), both dates included', () => {
    expect(siteDateRange('2026-03-01', '2026-03-02', 92)).toEqual({
      ok: true,
      value: { fromMs: Date.UTC(2026, 1, 28, 16), toMs: Date.UTC(2026, 2, 2, 16) },
    });
  });

  it('refuses reversed ranges and dates that do not exist', () => {
    expect(siteDateRange('2026-03-02', '2026-03-01', 92)).toMatchObject({
      error: 'ReportDateRangeInvalid',
    });
    expect(siteDateRange('2026-02-29', '2026-03-01', 92)).toMatchObject({
      error: 'ReportDateRangeInvalid',
    });
    expect(siteDateRange('2024-02-29', '2024-03-01', 92)).toMatchObject({ ok: true });
  });

  it('allows at most maxDays dates', () => {
    expect(siteDateRange('2026-01-01', '2026-04-02', 92)).toMatchObject({ ok: true });
    expect(siteDateRange('2026-01-01', '2026-04-03', 92)).toMatchObject({
      error: 'ReportDateRangeTooLong',
      params: { days: 92 },
    });
  });
});

describe('siteDateOfDayNumber', () => {
  it('names the site date of a day number', () => {
    const day = Math.floor((Date.UTC(2026, 2, 1, 16) + 8 * 3_600_000) / 86_400_000);
    expect(siteDateOfDayNumber(day)).toBe('2026-03-02');
  });
});

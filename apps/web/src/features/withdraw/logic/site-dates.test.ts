import { describe, expect, it } from 'vitest';
import { isRangeValid, lastSiteDays, siteDateOf } from './site-dates.ts';

describe('site dates', () => {
  it('are the UTC+8 calendar', () => {
    expect(siteDateOf(Date.parse('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(siteDateOf(Date.parse('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(lastSiteDays(Date.parse('2026-03-07T00:00:00Z'), 7)).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
    });
  });

  it('accepts ranges of at most the maximum, in order', () => {
    expect(isRangeValid('2026-01-01', '2026-01-31', 31)).toBe(true);
    expect(isRangeValid('2026-01-01', '2026-02-01', 31)).toBe(false);
    expect(isRangeValid('2026-01-02', '2026-01-01', 31)).toBe(false);
    expect(isRangeValid('', '2026-01-01', 31)).toBe(false);
  });
});

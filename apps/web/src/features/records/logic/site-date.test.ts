import { describe, expect, it } from 'vitest';
import { addDays, datesOf, lastDays, rangeProblemOf, siteDateOf } from './site-date.ts';

describe('site dates', () => {
  it('starts the site day at 16:00 UTC', () => {
    expect(siteDateOf(Date.UTC(2026, 2, 10, 15, 59, 59))).toBe('2026-03-10');
    expect(siteDateOf(Date.UTC(2026, 2, 10, 16, 0, 0))).toBe('2026-03-11');
  });

  it('counts back across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastDays(Date.UTC(2026, 0, 2, 0, 0, 0), 7)).toEqual({
      from: '2025-12-27',
      to: '2026-01-02',
    });
  });

  it('finds what the server would refuse', () => {
    expect(rangeProblemOf({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalid');
    expect(rangeProblemOf({ from: '', to: '2026-03-01' })).toBe('invalid');
    expect(rangeProblemOf({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(rangeProblemOf({ from: '2026-01-01', to: '2026-04-03' }, 92)).toBe('tooLong');
    expect(rangeProblemOf({ from: '2026-01-01', to: '2026-04-02' }, 92)).toBeNull();
    expect(rangeProblemOf({ from: '2020-01-01', to: '2026-04-01' })).toBeNull();
  });

  it('lists the dates of a range, oldest first', () => {
    expect(datesOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

import { dividendPeriodKinds } from '@lottery/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayMs, siteMidnight } from '../../../platform/site-date-range.ts';
import { computeAfterMs, lastEndedPeriod, periodContaining } from './dividend-periods.ts';

const { halfMonth, month } = dividendPeriodKinds;
const at = (date: string, hours = 0) => (siteMidnight(date) ?? 0) + hours * 3_600_000;

describe('dividend periods', () => {
  it('splits a month into the 1st-15th and the 16th-last day', () => {
    const day = (siteMidnight('2026-02-20') ?? 0) / dayMs + 1 / 3;
    expect(periodContaining(halfMonth, Math.floor(day))).toMatchObject({
      start: '2026-02-16',
      end: '2026-02-28',
    });
    expect(lastEndedPeriod(halfMonth, at('2026-02-20'))).toMatchObject({
      start: '2026-02-01',
      end: '2026-02-15',
    });
  });

  it('computes a period only computeAfterMs after its last site midnight', () => {
    expect(lastEndedPeriod(month, at('2026-12-01', 1)).start).toBe('2026-10-01');
    expect(lastEndedPeriod(month, at('2026-12-01') + computeAfterMs).start).toBe('2026-11-01');
    expect(lastEndedPeriod(month, at('2026-12-01') + computeAfterMs).end).toBe('2026-11-30');
  });

  it('tiles the calendar: every day is in exactly one period of each kind', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 30_000 }),
        fc.constantFrom(halfMonth, month),
        (day, kind) => {
          const period = periodContaining(kind, day);
          expect(period.firstDay).toBeLessThanOrEqual(day);
          expect(period.lastDay).toBeGreaterThanOrEqual(day);
          expect(periodContaining(kind, period.lastDay + 1).firstDay).toBe(period.lastDay + 1);
          expect(periodContaining(kind, period.firstDay - 1).lastDay).toBe(period.firstDay - 1);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodCount, periodOf, siteDayNumberOf } from './activity-period.ts';

const at = (iso: string) => Date.parse(iso);
const run = { startsAt: at('2026-01-01T00:00:00Z'), endsAt: at('2027-01-01T00:00:00Z') };

describe('activity periods (site time, UTC+8)', () => {
  it('starts a site day at 16:00 UTC', () => {
    const before = periodOf({ ...run, periodKind: 'daily' }, at('2026-11-27T15:59:59.999Z'));
    const after = periodOf({ ...run, periodKind: 'daily' }, at('2026-11-27T16:00:00Z'));
    expect(before.key).not.toBe(after.key);
    expect(after.startsAt).toBe(at('2026-11-27T16:00:00Z'));
    expect(after.endsAt - after.startsAt).toBe(86_400_000);
  });

  it('starts weeks on a site Monday and months on the 1st', () => {
    // 2026-11-30 is a Monday: site midnight is 2026-11-29T16:00Z.
    const week = periodOf({ ...run, periodKind: 'weekly' }, at('2026-12-02T03:00:00Z'));
    expect(week.startsAt).toBe(at('2026-11-29T16:00:00Z'));
    expect(week.endsAt).toBe(at('2026-12-06T16:00:00Z'));
    const month = periodOf({ ...run, periodKind: 'monthly' }, at('2026-11-30T17:00:00Z'));
    expect(month.key).toBe('m:2026-12');
    expect(month.startsAt).toBe(at('2026-11-30T16:00:00Z'));
    expect(month.endsAt).toBe(at('2026-12-31T16:00:00Z'));
  });

  it('holds now, within the activity, for every kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('daily', 'weekly', 'monthly', 'once' as const),
        fc.integer({ min: run.startsAt, max: run.endsAt - 1 }),
        (periodKind, now) => {
          const period = periodOf({ ...run, periodKind }, now);
          expect(period.startsAt).toBeLessThanOrEqual(now);
          expect(period.endsAt).toBeGreaterThan(now);
          expect(period.startsAt).toBeGreaterThanOrEqual(run.startsAt);
          expect(period.endsAt).toBeLessThanOrEqual(run.endsAt);
          expect(periodOf({ ...run, periodKind }, period.startsAt).key).toBe(period.key);
          expect(periodOf({ ...run, periodKind }, period.endsAt - 1).key).toBe(period.key);
        },
      ),
    );
  });

  it('counts the periods of a run', () => {
    const week = { startsAt: at('2026-11-29T16:00:00Z'), endsAt: at('2026-12-06T16:00:00Z') };
    expect(periodCount({ ...week, periodKind: 'daily' })).toBe(7);
    expect(periodCount({ ...week, periodKind: 'weekly' })).toBe(1);
    expect(periodCount({ ...week, periodKind: 'once' })).toBe(1);
    expect(siteDayNumberOf(week.startsAt) + 7).toBe(siteDayNumberOf(week.endsAt));
  });
});

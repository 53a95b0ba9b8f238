import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockText, isOpenAt, minuteOfDay } from './channel-hours.ts';

describe('channel hours', () => {
  it('reads the minute of the day on the merchant’s clock', () => {
    const instant = Date.UTC(2026, 10, 27, 1, 30);
    expect(minuteOfDay(instant, 'Asia/Shanghai')).toBe(9 * 60 + 30);
    expect(minuteOfDay(instant, 'UTC')).toBe(90);
    expect(minuteOfDay(Date.UTC(2026, 10, 27, 16, 0), 'Asia/Shanghai')).toBe(0);
  });

  it('opens a day interval from its start to before its end', () => {
    const hours = { openFrom: 9 * 60, openTo: 21 * 60 };
    expect(isOpenAt(hours, 9 * 60 - 1)).toBe(false);
    expect(isOpenAt(hours, 9 * 60)).toBe(true);
    expect(isOpenAt(hours, 21 * 60 - 1)).toBe(true);
    expect(isOpenAt(hours, 21 * 60)).toBe(false);
  });

  it('opens an interval across midnight on both sides of it, and always without hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        (from, to, minute) => {
          fc.pre(from !== to);
          // An interval and its complement split the day: exactly one of them is open.
          expect(isOpenAt({ openFrom: from, openTo: to }, minute)).toBe(
            !isOpenAt({ openFrom: to, openTo: from }, minute),
          );
          expect(isOpenAt({ openFrom: null, openTo: null }, minute)).toBe(true);
        },
      ),
    );
    expect(isOpenAt({ openFrom: 22 * 60, openTo: 120 }, 23 * 60)).toBe(true);
    expect(isOpenAt({ openFrom: 22 * 60, openTo: 120 }, 60)).toBe(true);
    expect(isOpenAt({ openFrom: 22 * 60, openTo: 120 }, 12 * 60)).toBe(false);
  });

  it('writes minutes as a clock', () => {
    expect(clockText(570)).toBe('09:30');
    expect(clockText(1440)).toBe('24:00');
    expect(clockText(null)).toBeNull();
  });
});

import { maxGrabsPerRain, maxRainsPerDay } from '@lottery/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteMidnight } from '../../../../platform/site-date-range.ts';
import {
  nextRainAfter,
  rainAt,
  rainBaseClaimNo,
  rainOfClaimNo,
  siteClockText,
  windowsOfDay,
} from './rain-windows.ts';

const day = siteMidnight('2026-11-28') ?? 0;
const minuteMs = 60_000;
const schedule = {
  rains: [
    { start: '00:00', seconds: 60 },
    { start: '12:00', seconds: 180 },
    { start: '23:59', seconds: 60 },
  ],
};

describe('the rain windows', () => {
  it('fall at the configured site times, end after their seconds, and name the next rain', () => {
    expect(rainAt(schedule, day)?.index).toBe(0);
    expect(rainAt(schedule, day + minuteMs)).toBeNull();
    expect(rainAt(schedule, day + 12 * 60 * minuteMs + 179_999)?.index).toBe(1);
    expect(rainAt(schedule, day + 12 * 60 * minuteMs + 180_000)).toBeNull();
    expect(rainAt(schedule, day + (24 * 60 - 1) * minuteMs)?.index).toBe(2);
    expect(nextRainAfter(schedule, day + minuteMs)).toMatchObject({ index: 1 });
    const afterLast = nextRainAfter(schedule, day + (24 * 60 - 1) * minuteMs);
    expect(afterLast).toEqual({
      index: 0,
      startsAt: day + 1440 * minuteMs,
      endsAt: day + 1441 * minuteMs,
    });
    expect(siteClockText(windowsOfDay(schedule, 20_420)[1]?.startsAt ?? 0)).toBe('12:00');
  });

  it('gives every grab of every rain of a period its own claim number, which names its rain', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 366 }),
        fc.integer({ min: 0, max: maxRainsPerDay - 1 }),
        fc.integer({ min: 0, max: maxGrabsPerRain - 1 }),
        fc.integer({ min: 0, max: 366 }),
        fc.integer({ min: 0, max: maxRainsPerDay - 1 }),
        fc.integer({ min: 0, max: maxGrabsPerRain - 1 }),
        (dayA, rainA, grabA, dayB, rainB, grabB) => {
          const claimNo = (offset: number, rain: number, grab: number) =>
            rainBaseClaimNo({ periodStartsAt: day, nowMs: day + offset * 86_400_000 + 1, rain }) +
            grab;
          const a = claimNo(dayA, rainA, grabA);
          const b = claimNo(dayB, rainB, grabB);
          expect(rainOfClaimNo(a)).toBe(rainA);
          expect(Number.isSafeInteger(a) && a >= 0 && a < 2 ** 31).toBe(true);
          const same = dayA === dayB && rainA === rainB && grabA === grabB;
          expect(a === b).toBe(same);
        },
      ),
    );
  });
});

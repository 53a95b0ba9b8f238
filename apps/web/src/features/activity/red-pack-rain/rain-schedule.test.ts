import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rainPhase, windowsOfToday } from './rain-schedule.ts';

// 2026-11-27 00:00 in UTC+8.
const midnight = Date.UTC(2026, 10, 26, 16, 0);
const minute = 60_000;
const config = {
  Rains: [
    { Start: '12:00', Seconds: 180 },
    { Start: '20:00', Seconds: 60 },
  ],
};

describe('the rain schedule on the screen', () => {
  it('places the windows at the site times and finds the rain falling or the next', () => {
    expect(windowsOfToday(config, midnight + minute).map((w) => w.startsAt)).toEqual([
      midnight + 720 * minute,
      midnight + 1200 * minute,
    ]);
    expect(rainPhase(config, midnight + 720 * minute + 1000)).toMatchObject({
      kind: 'raining',
      window: { index: 0 },
      leftMs: 179_000,
    });
    expect(rainPhase(config, midnight + 723 * minute)).toMatchObject({
      kind: 'waiting',
      window: { index: 1 },
      leftMs: 477 * minute,
    });
    // After the last rain of the day: tomorrow's first.
    expect(rainPhase(config, midnight + 1201 * minute)).toMatchObject({
      kind: 'waiting',
      window: { index: 0, startsAt: midnight + (1440 + 720) * minute },
    });
  });

  it('is always raining or waiting for a rain that starts within a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 1440 * minute }), (offset) => {
        const now = midnight + offset;
        const phase = rainPhase(config, now);
        expect(phase).not.toBeNull();
        if (!phase) return;
        expect(phase.leftMs).toBeGreaterThan(0);
        if (phase.kind === 'raining')
          expect(now >= phase.window.startsAt && now < phase.window.endsAt).toBe(true);
        else expect(phase.window.startsAt - now).toBeLessThanOrEqual(1440 * minute);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatCountdown } from './offline-countdown.ts';

describe('formatCountdown', () => {
  it('counts hours, minutes and seconds, rounding up', () => {
    expect(formatCountdown(3_723_000, 0)).toBe('01:02:03');
    expect(formatCountdown(1_500, 1_000)).toBe('00:00:01');
  });
  it('is null once the end has passed or the time is unreadable', () => {
    expect(formatCountdown(1_000, 1_000)).toBeNull();
    expect(formatCountdown(Number.NaN, 0)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatCountdownMs } from './format-countdown.ts';

describe('formatCountdownMs', () => {
  it('shows mm:ss under an hour and hh:mm:ss from an hour, rounding seconds up', () => {
    expect(formatCountdownMs(45_000)).toBe('00:45');
    expect(formatCountdownMs(44_001)).toBe('00:45');
    expect(formatCountdownMs(1)).toBe('00:01');
    expect(formatCountdownMs(0)).toBe('00:00');
    expect(formatCountdownMs(-5_000)).toBe('00:00');
    expect(formatCountdownMs(59 * 60_000 + 59_000)).toBe('59:59');
    expect(formatCountdownMs(3_600_000)).toBe('01:00:00');
    expect(formatCountdownMs(26 * 3_600_000 + 61_000)).toBe('26:01:01');
  });
});

import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown-text.ts';

describe('countdownText', () => {
  it('counts down in whole seconds', () => {
    expect(countdownText(179_001)).toBe('3:00');
    expect(countdownText(59_000)).toBe('0:59');
    expect(countdownText(3_600_000 + 5_000)).toBe('1:00:05');
    expect(countdownText(-5)).toBe('0:00');
  });
});

import { describe, expect, it } from 'vitest';
import { maskLoginId } from './mask-login-id.ts';

describe('maskLoginId', () => {
  it('keeps the first two characters and the last, one for short ids', () => {
    expect(maskLoginId('demoplayer')).toBe('de**r');
    expect(maskLoginId('abcd')).toBe('ab**d');
    expect(maskLoginId('abc')).toBe('a**');
    expect(maskLoginId('')).toBe('**');
    expect(maskLoginId('红包雨玩家')).toBe('红包**家');
  });
});

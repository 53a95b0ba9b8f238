import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.ts';

describe('formatAmount', () => {
  it('groups thousands and keeps three decimals in both languages', () => {
    expect(formatAmount(98765.432, 'zh-CN')).toBe('98,765.432');
    expect(formatAmount(1234.5, 'en')).toBe('1,234.500');
    expect(formatAmount(-0.25, 'en')).toBe('-0.250');
    // The second call of a language reuses its formatter and answers the same.
    expect(formatAmount(98765.432, 'zh-CN')).toBe('98,765.432');
  });
});

import { describe, expect, it } from 'vitest';
import { feeOf, parseAmount } from './fee.ts';

describe('withdraw fee preview', () => {
  const rules = { FeePerMille: 10, FeeMin: 2, FeeMax: 50, UsdtChainFee: 1 };

  it('reads amounts of at most three decimals only', () => {
    expect(parseAmount('300')).toBe(300_000n);
    expect(parseAmount(' 0.5 ')).toBe(500n);
    expect(parseAmount('1.2345')).toBeNull();
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('is the rate within the minimum and the maximum, plus the chain fee for USDT', () => {
    expect(feeOf(rules, false, 300_000n)).toBe(3_000n);
    expect(feeOf(rules, false, 100_000n)).toBe(2_000n);
    expect(feeOf(rules, false, 10_000_000n)).toBe(50_000n);
    expect(feeOf(rules, true, 300_000n)).toBe(4_000n);
    expect(feeOf({ ...rules, FeeMax: null }, false, 10_000_000n)).toBe(100_000n);
  });
});

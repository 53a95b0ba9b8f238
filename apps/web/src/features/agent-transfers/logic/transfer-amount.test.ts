import { describe, expect, it } from 'vitest';
import { isValidAmount } from './transfer-amount.ts';

describe('isValidAmount', () => {
  it('takes positive amounts of at most three decimals', () => {
    expect(['1', '0.001', ' 12.5 ', '100.250'].map(isValidAmount)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['', '0', '0.000', '-1', '1.2345', 'abc', '1e3'].map(isValidAmount)).toEqual(
      Array(7).fill(false),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatThousandths, thousandthsOfApiAmount } from './money.ts';

describe('formatThousandths', () => {
  it.each([
    [0n, '0.000'],
    [5n, '0.005'],
    [-500n, '-0.500'],
    [1234567n, '1,234.567'],
    [-100000000000n, '-100,000,000.000'],
    // Beyond a double's exact integers: still exact.
    [999999999999999999n, '999,999,999,999,999.999'],
  ])('%s thousandths read %s', (thousandths, text) => {
    expect(formatThousandths(thousandths, 'en')).toBe(text);
  });

  it('reads API amounts exactly and refuses more than three decimals', () => {
    expect(thousandthsOfApiAmount(0.1)).toBe(100n);
    expect(thousandthsOfApiAmount(1234.567)).toBe(1234567n);
    expect(thousandthsOfApiAmount(0.1 + 0.2)).toBeNull();
  });
});

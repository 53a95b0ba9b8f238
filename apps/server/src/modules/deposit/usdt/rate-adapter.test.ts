import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateText, usdtMicroFor } from './rate-adapter.ts';

describe('usdtMicroFor', () => {
  it('converts 723.146 CNY at 7.231456 to 100.000056 USDT (100.0000553… rounded up)', () => {
    expect(usdtMicroFor(723_146n, 7_231_456n)).toBe(100_000_056n);
    expect(usdtMicroFor(7_231_456n, 7_231_456n)).toBe(1_000_000_000n);
  });

  it('rounds up to the token decimal: the USDT is worth at least the amount, by under 1 micro', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1_000_000n, max: 100_000_000n }),
        (amount, rate) => {
          const micro = usdtMicroFor(amount, rate);
          // micro·rate ≥ amount·10^9 > (micro−1)·rate
          expect(micro * rate >= amount * 10n ** 9n).toBe(true);
          expect((micro - 1n) * rate < amount * 10n ** 9n).toBe(true);
        },
      ),
    );
  });

  it('writes rates with six decimals', () => {
    expect(rateText(7_231_456n)).toBe('7.231456');
    expect(rateText(7_000_001n)).toBe('7.000001');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUsdtMicro, usdtMicroToText } from './usdt-amount.ts';

describe('USDT amounts', () => {
  it.each([
    ['12.5', 12_500_000n],
    ['0.000001', 1n],
    ['100', 100_000_000n],
    ['0', 0n],
  ])('reads %s', (text, micro) => {
    expect(parseUsdtMicro(text)).toBe(micro);
  });

  it.each(['1.0000001', '-1', '1e3', '.5', '5.', ' 5', '', '1,5'])('refuses %j', (text) => {
    expect(parseUsdtMicro(text)).toBeNull();
  });

  it('writes what it reads back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }), (micro) => {
        expect(parseUsdtMicro(usdtMicroToText(micro))).toBe(micro);
      }),
    );
  });
});

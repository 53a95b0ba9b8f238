import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxJsonThousandths,
  parseThousandths,
  thousandthsToNumber,
  ZMoney,
  ZMoneyInput,
} from './money.ts';

const inRange = fc.bigInt({ min: -maxJsonThousandths, max: maxJsonThousandths });

describe('thousandthsToNumber', () => {
  it('places the decimal point by integer division', () => {
    expect(thousandthsToNumber(1_234_567n)).toBe(1234.567);
    expect(thousandthsToNumber(5n)).toBe(0.005);
    expect(thousandthsToNumber(-1_050n)).toBe(-1.05);
    expect(thousandthsToNumber(0n)).toBe(0);
    expect(thousandthsToNumber(maxJsonThousandths)).toBe(999_999_999_999.999);
  });

  it('refuses amounts a double could not carry exactly', () => {
    expect(() => thousandthsToNumber(maxJsonThousandths + 1n)).toThrow(RangeError);
    expect(() => thousandthsToNumber(-maxJsonThousandths - 1n)).toThrow(RangeError);
  });

  it('prints at most three decimals for every amount in range', () => {
    fc.assert(
      fc.property(inRange, (thousandths) => {
        expect(JSON.stringify(thousandthsToNumber(thousandths))).toMatch(/^-?\d+(\.\d{1,3})?$/);
      }),
    );
  });
});

describe('parseThousandths', () => {
  it('reads numbers and decimal strings exactly', () => {
    expect(parseThousandths(1234.567)).toBe(1_234_567n);
    expect(parseThousandths('1234.567')).toBe(1_234_567n);
    expect(parseThousandths(' 0.1 ')).toBe(100n);
    expect(parseThousandths('-2.5')).toBe(-2_500n);
    expect(parseThousandths(42)).toBe(42_000n);
  });

  it('refuses more decimals than the precision, and non-decimals', () => {
    for (const bad of [
      '1.2345',
      '1.2340',
      0.0001,
      0.1 + 0.2,
      '1e3',
      '.5',
      '5.',
      '',
      'abc',
      Number.NaN,
      Infinity,
      '1'.repeat(40),
    ]) {
      expect(parseThousandths(bad), String(bad)).toBeNull();
    }
    expect(parseThousandths('1000000000000')).toBeNull();
  });

  it('round-trips every amount in range through a JSON number and through text', () => {
    fc.assert(
      fc.property(inRange, (thousandths) => {
        const sent = JSON.parse(JSON.stringify(thousandthsToNumber(thousandths))) as number;
        expect(parseThousandths(sent)).toBe(thousandths);
        expect(parseThousandths(String(sent))).toBe(thousandths);
      }),
    );
  });

  it('refuses every fourth decimal digit that is not zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 9999 }),
        (units, fraction) => {
          const text = `${units}.${String(fraction).padStart(4, '0')}`;
          expect(parseThousandths(text)).toBeNull();
        },
      ),
    );
  });
});

describe('ZMoney and ZMoneyInput', () => {
  it('turns thousandths into the wire number', () => {
    expect(ZMoney.parse(1_234_567n)).toBe(1234.567);
  });

  it('parses input and names the rule it breaks', () => {
    expect(ZMoneyInput.parse('12.3')).toBe(12_300n);
    for (const bad of ['12.3456', -1, '-0.001']) {
      const result = ZMoneyInput.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('money.format');
    }
  });
});

import { z } from 'zod';
import { ZText } from './validation/text.ts';

/**
 * Amounts are integers in thousandths of the currency unit (SPEC §9: decimal precision 3). They
 * cross the API as JSON numbers with at most three decimals and are converted only here, by
 * integer arithmetic on decimal text, never by multiplying or dividing floats.
 */
export const moneyDecimalPlaces = 3;
const scale = 1000n;

/**
 * Largest magnitude, in thousandths, that may travel as a JSON number: any decimal of at most 15
 * significant digits survives the round trip through a double (DBL_DIG = 15), so
 * 999,999,999,999.999 comes back exactly and nothing larger is promised to.
 */
export const maxJsonThousandths = 10n ** 15n - 1n;

/** A plain decimal with up to three decimals: no exponent, no leading dot, no trailing dot. */
const decimalPattern = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;
/** Longer text cannot be in range; checked before the pattern so huge input costs nothing. */
const maxTextLength = 24;

/** 1234567n → 1234.567, formatted by integer division and read back as the nearest double. */
export function thousandthsToNumber(thousandths: bigint): number {
  const magnitude = thousandths < 0n ? -thousandths : thousandths;
  if (magnitude > maxJsonThousandths) {
    throw new RangeError(`${thousandths} thousandths is too large to send as a JSON number`);
  }
  const sign = thousandths < 0n ? '-' : '';
  const fraction = (magnitude % scale).toString().padStart(moneyDecimalPlaces, '0');
  return Number(`${sign}${magnitude / scale}.${fraction}`);
}

/**
 * 1234.567 or "1234.567" → 1234567n. Null for anything that is not a plain decimal with at most
 * three decimals within ±maxJsonThousandths: "1.2345" and "1.2340" alike (more digits than the
 * precision), NaN, exponents. A number is read through its shortest round-trip text (what
 * JSON.stringify prints), so 0.1 + 0.2 (0.30000000000000004) is refused rather than rounded.
 */
export function parseThousandths(value: number | string): bigint | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text.length > maxTextLength) return null;
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const [, minus, units = '', fraction = ''] = match;
  const magnitude = BigInt(units) * scale + BigInt(fraction.padEnd(moneyDecimalPlaces, '0'));
  if (magnitude > maxJsonThousandths) return null;
  return minus ? -magnitude : magnitude;
}

/** Response side: a bigint of thousandths inside, a JSON number with ≤ 3 decimals on the wire. */
export const ZMoney = z
  .bigint()
  .transform(thousandthsToNumber)
  .pipe(
    z
      .number()
      .describe('Amount in currency units, at most 3 decimals (exact thousandths on the server)'),
  );

/**
 * Request side: a JSON number or decimal string with at most three decimals, not negative
 * (amounts a client sends are stakes, deposits, withdrawals and transfers), parsed exactly to a
 * bigint of thousandths; anything else breaks the rule 'money.format'.
 */
export const ZMoneyInput = z
  .union([z.number(), ZText])
  .describe('Amount in currency units: a number or decimal string, at least 0, at most 3 decimals')
  .transform((value, ctx) => {
    const thousandths = parseThousandths(value);
    if (thousandths === null || thousandths < 0n) {
      ctx.addIssue({ code: 'custom', message: 'money.format', input: value });
      return z.NEVER;
    }
    return thousandths;
  });

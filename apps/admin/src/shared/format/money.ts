import { parseThousandths } from '@lottery/contracts';

const integerFormatters = new Map<string, Intl.NumberFormat>();

function integerFormatter(language: string) {
  let formatter = integerFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    integerFormatters.set(language, formatter);
  }
  return formatter;
}

/**
 * Thousandths of the currency unit as text with group separators and three decimals (SPEC §9),
 * exactly: the whole part is formatted as a bigint, the fraction written digit by digit, so no
 * amount passes through a float.
 */
export function formatThousandths(thousandths: bigint, language: string): string {
  const sign = thousandths < 0n ? '-' : '';
  const magnitude = thousandths < 0n ? -thousandths : thousandths;
  const whole = integerFormatter(language).format(magnitude / 1000n);
  const fraction = String(magnitude % 1000n).padStart(3, '0');
  return `${sign}${whole}.${fraction}`;
}

/** An amount as the API sends it (a JSON number with at most three decimals) in thousandths. */
export function thousandthsOfApiAmount(amount: number | string): bigint | null {
  return parseThousandths(amount);
}

import { thousandthsToNumber } from '@lottery/contracts';
import { formatAmount } from '../../../../shared/format/format-amount.ts';
import type { TNames } from './board-layout.ts';

/** Decimal odds from thousandths, exactly: 2050 → "2.050". */
export function formatOdds(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  return `${whole}.${String(thousandths % 1000).padStart(3, '0')}`;
}

/** Thousandths as money (SPEC §9: separators, three decimals). */
export const formatMoney = (thousandths: bigint, language: string) =>
  formatAmount(thousandthsToNumber(thousandths), language);

/** A catalogue name in the page's language. */
export const nameIn = (names: TNames, language: string) =>
  language === 'en' ? names.en : names.zh;

import { maxJsonThousandths, thousandthsToNumber } from '@lottery/contracts';
import { formatAmount } from '../../../../shared/format/format-amount.ts';

/**
 * Thousandths as money text (SPEC §9: separators, three decimals). A selection can cost more than
 * a double holds exactly (Keno 任选十 with all 80 balls: 1.6e12 units); such amounts can never be
 * bet, but the figure shown must still be exact, so they are formatted from the bigint.
 */
export function formatThousandths(amount: bigint, language: string): string {
  const magnitude = amount < 0n ? -amount : amount;
  if (magnitude <= maxJsonThousandths) return formatAmount(thousandthsToNumber(amount), language);
  const whole = (magnitude / 1000n).toLocaleString(language);
  const fraction = String(magnitude % 1000n).padStart(3, '0');
  return `${amount < 0n ? '-' : ''}${whole}.${fraction}`;
}

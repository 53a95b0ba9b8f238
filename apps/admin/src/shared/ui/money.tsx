import { useTranslation } from 'react-i18next';
import { formatThousandths, thousandthsOfApiAmount } from '../format/money.ts';

/**
 * An amount for people: `thousandths` (exact integer thousandths) or `amount` (as the API sends
 * it, a number with at most three decimals). Negative amounts are marked for colour.
 */
export function Money(props: { thousandths: bigint } | { amount: number | string }) {
  const { i18n } = useTranslation();
  const thousandths =
    'thousandths' in props ? props.thousandths : thousandthsOfApiAmount(props.amount);
  if (thousandths === null)
    return <span className="money">{String((props as { amount: unknown }).amount)}</span>;
  return (
    <span className={thousandths < 0n ? 'money negative' : 'money'}>
      {formatThousandths(thousandths, i18n.language)}
    </span>
  );
}

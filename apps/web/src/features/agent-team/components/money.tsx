import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';

/** An amount in currency units (the API's JSON number), with separators and three decimals. */
export function Money({ amount }: { amount: number }) {
  const { i18n } = useTranslation();
  return <span className="team-money">{formatAmount(amount, i18n.language)}</span>;
}

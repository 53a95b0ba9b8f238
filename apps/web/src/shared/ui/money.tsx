import { useTranslation } from 'react-i18next';
import { formatAmount } from '../format/format-amount.ts';
import './money.css';

/**
 * An amount in currency units (the API's JSON number, ≤ 3 decimals), with separators and three
 * decimals. Signed amounts carry + or − and a colour: green into the wallet, red out of it; the
 * sign is in the text too, so the colour is never the only cue.
 */
export function Money({ amount, isSigned = false }: { amount: number; isSigned?: boolean }) {
  const { i18n } = useTranslation();
  if (!isSigned) return <span className="money">{formatAmount(amount, i18n.language)}</span>;
  const tone = amount > 0 ? ' is-in' : amount < 0 ? ' is-out' : '';
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return (
    <span className={`money${tone}`}>{sign + formatAmount(Math.abs(amount), i18n.language)}</span>
  );
}

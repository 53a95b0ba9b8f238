import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBook } from '../logic/board-types.ts';
import type { TPriced } from '../logic/price-picks.ts';
import type { TTermsProblem } from '../logic/stake-terms.ts';

/**
 * The stake per bet (two-sided book) or the multiple (official book) of a quick bet, with what
 * is wrong with it: not an amount, over the payout cap's largest multiple, or the prize group
 * still loading. The largest multiple is shown beside a valid one.
 */
export function AmountField({
  book,
  value,
  onChange,
  problem,
  priced,
}: {
  book: TBook;
  value: string;
  onChange(value: string): void;
  problem: TTermsProblem | null;
  priced: TPriced | null;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const isTwoSided = book === 'twoSided';
  const overMax = priced && !priced.ok && priced.fault === 'overMaxMultiple' ? priced : null;
  const error =
    problem === 'invalid'
      ? isTwoSided
        ? t('multiBet.stakeInvalid')
        : t('multiBet.multipleInvalid')
      : overMax
        ? t('multiBet.multipleOverMax', { max: overMax.maxMultiple ?? 0 })
        : null;
  const maxMultiple = priced?.ok ? priced.maxMultiple : null;
  return (
    <div className="amount-field">
      <label htmlFor={inputId}>{isTwoSided ? t('multiBet.stake') : t('multiBet.multiple')}</label>
      <input
        id={inputId}
        inputMode={isTwoSided ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {maxMultiple !== null && (
        <span className="muted">{t('multiBet.maxMultiple', { max: maxMultiple })}</span>
      )}
      {error !== null && (
        <p className="form-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {problem === 'loading' && <p className="muted">{t('multiBet.prizeGroupLoading')}</p>}
    </div>
  );
}

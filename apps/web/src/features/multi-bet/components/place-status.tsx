import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TPlaceState } from '../hooks/use-place-bets.ts';

/** What became of the last bet placed from a row: sending, placed, refused (why), or unanswered. */
export function PlaceStatus({ state, onRetry }: { state: TPlaceState; onRetry(): void }) {
  const { t, i18n } = useTranslation();
  switch (state.status) {
    case 'idle':
      return null;
    case 'sending':
      return (
        <p className="place-status" role="status">
          {t('multiBet.place.sending')}
        </p>
      );
    case 'placed':
      return (
        <p className="place-status is-placed" role="status">
          {t('multiBet.place.placed', {
            serial: state.issueSerial ?? '',
            amount: formatAmount(state.answer.TotalAmount, i18n.language),
          })}
        </p>
      );
    case 'refused':
      return (
        <p className="place-status form-error" role="alert">
          {state.message}
        </p>
      );
    case 'unanswered':
      return (
        <div className="place-status" role="alert">
          <p className="form-error">{t('multiBet.place.unanswered')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('multiBet.place.retry')}
          </button>
        </div>
      );
  }
}

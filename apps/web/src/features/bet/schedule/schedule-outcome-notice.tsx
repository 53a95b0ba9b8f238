import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { TScheduleOutcome } from '../cart/bet-outcomes-store.ts';
import { formatThousandths } from '../cart/cart-amounts.ts';
import { gameNameIn } from '../cart/game-name.ts';

interface TScheduleOutcomeNoticeProps {
  outcome: TScheduleOutcome;
  isSending: boolean;
  onResend(): void;
  onDismiss(): void;
}

/** The answer to the last chained-bet confirmation: plans placed, a refusal, or no answer yet. */
export function ScheduleOutcomeNotice({
  outcome,
  isSending,
  onResend,
  onDismiss,
}: TScheduleOutcomeNoticeProps) {
  const { t, i18n } = useTranslation();
  const game = gameNameIn(outcome.gameName, i18n.language);
  const isTrouble = outcome.refusal !== null || outcome.isUnknown;
  return (
    <div
      className={isTrouble ? 'cart-outcome is-refused' : 'cart-outcome is-placed'}
      role={isTrouble ? 'alert' : 'status'}
    >
      {outcome.placed.length > 0 && (
        <>
          <p className="cart-outcome-title">{t('cart.schedule.placedTitle')}</p>
          <p>
            {t('cart.schedule.placed', {
              game,
              count: outcome.placed.length,
              amount: formatThousandths(outcome.heldThousandths, i18n.language),
            })}
          </p>
          <p>
            <Link className="cart-link" to={paths.scheduleRecord.getHref()}>
              {t('cart.schedule.scheduleRecords')}
            </Link>
          </p>
        </>
      )}
      {outcome.refusal !== null && (
        <>
          <p className="cart-outcome-title">{t('cart.schedule.refusedTitle')}</p>
          <p>{outcome.refusal}</p>
          {outcome.notSent > 0 && <p>{t('cart.schedule.notSent', { count: outcome.notSent })}</p>}
        </>
      )}
      {outcome.isUnknown && (
        <>
          <p className="cart-outcome-title">{t('cart.outcome.unknownTitle')}</p>
          <p>{outcome.isNetwork ? t('cart.outcome.network') : t('cart.outcome.server')}</p>
          <p>{t('cart.outcome.unknown')}</p>
        </>
      )}
      <div className="cart-outcome-actions">
        {outcome.isUnknown ? (
          <button type="button" className="button primary" disabled={isSending} onClick={onResend}>
            {isSending ? t('cart.sending') : t('cart.outcome.resend')}
          </button>
        ) : (
          <button type="button" className="button cart-dismiss" onClick={onDismiss}>
            {t('cart.outcome.dismiss')}
          </button>
        )}
      </div>
    </div>
  );
}

import { betStates, parseThousandths } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TPlaceOutcome } from './bet-outcomes-store.ts';
import { formatThousandths } from './cart-amounts.ts';
import { gameNameIn } from './game-name.ts';

interface TPlaceOutcomeNoticeProps {
  outcome: TPlaceOutcome;
  isSending: boolean;
  onResend(): void;
  onDismiss(): void;
}

/** The answer to the last Bet/Place: the serial numbers (and MiaoMiao draws), or why not. */
export function PlaceOutcomeNotice({
  outcome,
  isSending,
  onResend,
  onDismiss,
}: TPlaceOutcomeNoticeProps) {
  const { t, i18n } = useTranslation();
  const game = gameNameIn(outcome.gameName, i18n.language);
  const dismiss = (
    <button type="button" className="button cart-dismiss" onClick={onDismiss}>
      {t('cart.outcome.dismiss')}
    </button>
  );
  if (outcome.kind === 'placed')
    return (
      <div className="cart-outcome is-placed" role="status">
        <p className="cart-outcome-title">{t('cart.outcome.placedTitle')}</p>
        <p>
          {t('cart.outcome.placed', {
            game,
            count: outcome.tickets.length,
            amount: formatAmount(outcome.totalAmount, i18n.language),
          })}
        </p>
        {outcome.voucherPaid !== null && (
          <p className="cart-outcome-voucher">
            {t('cart.voucher.paid', {
              voucher: formatAmount(outcome.voucherPaid, i18n.language),
              wallet: formatThousandths(
                (parseThousandths(outcome.totalAmount) ?? 0n) -
                  (parseThousandths(outcome.voucherPaid) ?? 0n),
                i18n.language,
              ),
            })}
          </p>
        )}
        <ul className="cart-outcome-list">
          {outcome.tickets.map(({ summary, placed }) => (
            <li key={placed.SerialNumber}>
              <span>{t('cart.outcome.serial', { serial: placed.SerialNumber })}</span>
              <span className="cart-muted">{summary.betTypeName}</span>
              {placed.WinningNumber !== null && (
                <>
                  <span>{t('cart.outcome.winningNumber', { number: placed.WinningNumber })}</span>
                  <strong className={placed.State === betStates.won ? 'is-won' : undefined}>
                    {placed.State === betStates.won
                      ? t('cart.outcome.won', {
                          prize: formatAmount(placed.Prize, i18n.language),
                        })
                      : t('cart.outcome.lost')}
                  </strong>
                </>
              )}
            </li>
          ))}
        </ul>
        <div className="cart-outcome-actions">
          <Link className="cart-link" to={paths.betRecord.getHref()}>
            {t('cart.outcome.betRecords')}
          </Link>
          {dismiss}
        </div>
      </div>
    );
  if (outcome.kind === 'refused')
    return (
      <div className="cart-outcome is-refused" role="alert">
        <p className="cart-outcome-title">{t('cart.outcome.refusedTitle')}</p>
        <p>{outcome.message}</p>
        <div className="cart-outcome-actions">{dismiss}</div>
      </div>
    );
  if (outcome.kind === 'expired')
    return (
      <div className="cart-outcome is-unknown" role="alert">
        <p className="cart-outcome-title">{t('cart.outcome.unknownTitle')}</p>
        <p>{t('cart.outcome.expired', { game })}</p>
        <div className="cart-outcome-actions">
          <Link className="cart-link" to={paths.betRecord.getHref()}>
            {t('cart.outcome.betRecords')}
          </Link>
          {dismiss}
        </div>
      </div>
    );
  return (
    <div className="cart-outcome is-unknown" role="alert">
      <p className="cart-outcome-title">{t('cart.outcome.unknownTitle')}</p>
      <p>{outcome.isNetwork ? t('cart.outcome.network') : t('cart.outcome.server')}</p>
      <p>{t('cart.outcome.unknown')}</p>
      <div className="cart-outcome-actions">
        <button type="button" className="button primary" disabled={isSending} onClick={onResend}>
          {isSending ? t('cart.sending') : t('cart.outcome.resend')}
        </button>
      </div>
    </div>
  );
}

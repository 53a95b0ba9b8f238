import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TOneDollarRoundView } from './one-dollar-api.ts';
import { shareRanges } from './round-proof.ts';

/** The open round: its prize and price, the bar of shares sold, my numbers and the commitment. */
export function RoundProgress({ round }: { round: TOneDollarRoundView }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const mine = round.MyShares.reduce((sum, purchase) => sum + purchase.Shares, 0);
  return (
    <div className="one-dollar-round">
      <p className="one-dollar-heading">
        <strong>{t('activityLuck.oneDollar.round', { round: round.RoundNo })}</strong>
        <span>
          {t('activityLuck.oneDollar.prize')} <strong>{money(round.Prize)}</strong>
        </span>
        <span className="muted">
          {t('activityLuck.oneDollar.price', { amount: money(round.SharePrice) })}
        </span>
      </p>
      <progress
        className="one-dollar-bar"
        max={round.SharesTotal}
        value={round.SharesSold}
        aria-label={t('activityLuck.oneDollar.sold', {
          sold: round.SharesSold,
          total: round.SharesTotal,
        })}
      />
      <p className="one-dollar-counts" data-testid="round-counts">
        <span>
          {t('activityLuck.oneDollar.sold', { sold: round.SharesSold, total: round.SharesTotal })}
        </span>
        <span className="muted">
          {t('activityLuck.oneDollar.left', { count: round.SharesTotal - round.SharesSold })}
        </span>
      </p>
      {mine > 0 ? (
        <p data-testid="my-shares">
          {t('activityLuck.oneDollar.mine', { count: mine })}{' '}
          <span className="muted">
            {t('activityLuck.oneDollar.myNumbers', { numbers: shareRanges(round.MyShares) })}
          </span>
        </p>
      ) : (
        <p className="muted">{t('activityLuck.oneDollar.noShares')}</p>
      )}
      <p className="one-dollar-commitment muted">
        {t('activityLuck.oneDollar.commitment')}: <code>{round.Commitment}</code>
      </p>
    </div>
  );
}

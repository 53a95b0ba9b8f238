import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import type { TBonusGrantView } from '../api/get-bonus-wallet.ts';

/** Whole percent of the turnover done, 100 for a grant that needs none. */
export function turnoverPercent(
  grant: Pick<TBonusGrantView, 'TurnoverRequired' | 'TurnoverAchieved'>,
) {
  if (grant.TurnoverRequired <= 0) return 100;
  return Math.min(100, Math.floor((grant.TurnoverAchieved / grant.TurnoverRequired) * 100));
}

/** One grant: amount, source, state, its turnover as a progress bar, expiry in site time. */
export function BonusGrantCard({ grant }: { grant: TBonusGrantView }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const headingId = useId();
  const amount = (value: number) => formatAmount(value, i18n.language);
  const percent = turnoverPercent(grant);
  return (
    <article className={`bonus-grant is-${grant.State}`} aria-labelledby={headingId}>
      <header className="bonus-grant-head">
        <h3 id={headingId}>
          {t(`bonusWallet.source.${grant.Source}`)} · {amount(grant.Amount)}
        </h3>
        <span className={`bonus-grant-state is-${grant.State}`}>
          {t(`bonusWallet.state.${grant.State}`)}
        </span>
      </header>
      <progress
        className="bonus-grant-progress"
        max={100}
        value={percent}
        aria-label={t('bonusWallet.progressLabel', { percent })}
      />
      <p className="bonus-grant-turnover">
        {t('bonusWallet.turnover', {
          achieved: amount(grant.TurnoverAchieved),
          required: amount(grant.TurnoverRequired),
        })}
        <span className="muted"> ({percent}%)</span>
      </p>
      <dl className="bonus-grant-dates">
        <dt>{t('bonusWallet.grantedAt')}</dt>
        <dd>{time.dateTime(grant.GrantedAt)}</dd>
        {grant.DecidedAt === null ? (
          <>
            <dt>{t('bonusWallet.expiresAt')}</dt>
            <dd>{time.dateTime(grant.ExpiresAt)}</dd>
          </>
        ) : (
          <>
            <dt>{t(`bonusWallet.decidedAt.${grant.State}`)}</dt>
            <dd>{time.dateTime(grant.DecidedAt)}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

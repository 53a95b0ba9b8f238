import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { ActivityFrame, type TActivityProgressContext } from '../shared/activity-frame.tsx';
import './daily-interest.css';

/**
 * /DailyInterestActivity: the daily rate, the balance held at the end of yesterday, today's
 * interest on it (the server's figure, from the ledger) and the minimum and cap; one claim a day.
 */
export default function DailyInterestPage() {
  const { t } = useTranslation();
  return (
    <ActivityFrame
      type="dailyInterest"
      claimText={t('activityLuck.interest.claim')}
      renderProgress={(context) => <InterestProgress context={context} />}
    />
  );
}

function InterestProgress({ context }: { context: TActivityProgressContext }) {
  const { t, i18n } = useTranslation();
  const { detail } = context;
  if (detail.Config.Type !== 'dailyInterest') return null;
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const step = detail.Progress.Steps.find((candidate) => candidate.Key === 'interest');
  const rows: [string, string][] = [
    [
      t('activityLuck.interest.rate'),
      t('activityLuck.interest.rateValue', { percent: detail.Config.RateBasisPoints / 100 }),
    ],
    [t('activityLuck.interest.overnight'), money(step?.Reached ?? 0)],
    [t('activityLuck.interest.interest'), money(step?.Prize ?? 0)],
    [t('activityLuck.interest.minimum'), money(step?.Target ?? detail.Config.MinBalance)],
    [t('activityLuck.interest.cap'), money(detail.Config.MaxInterest)],
  ];
  return (
    <>
      <dl className="interest-figures" data-testid="interest-figures">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {step?.Claimed ? (
        <p className="muted">{t('activityLuck.interest.claimed')}</p>
      ) : (
        step &&
        !step.Done && (
          <p className="muted" data-testid="interest-too-low">
            {t('activityLuck.interest.tooLow', { amount: money(step.Target ?? 0) })}
          </p>
        )
      )}
      <p className="muted">{t('activityLuck.interest.how')}</p>
    </>
  );
}

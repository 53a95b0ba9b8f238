import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { ActivityFrame, type TActivityProgressContext } from '../shared/activity-frame.tsx';
import { StepList, StepMeter, type TActivityStepView } from '../steps/step-list.tsx';
import { stepClaimState } from '../steps/step-progress.ts';

/**
 * /DepositConsumeKENO2Activity/:id: tiers of (deposit, KENO bets) in the period, each with its
 * prize; the KENO bets so far fill each tier's meter, and a tier reached is claimed on its row
 * (once per period).
 */
export default function DepositKenoPage() {
  return (
    <ActivityFrame
      type="depositConsumeKeno2"
      claimsBySteps
      renderProgress={(context) => <KenoProgress context={context} />}
    />
  );
}

function KenoProgress({ context }: { context: TActivityProgressContext }) {
  const { t, i18n } = useTranslation();
  const { detail } = context;
  if (detail.Config.Type !== 'depositConsumeKeno2') return null;
  const tiers = detail.Config.Tiers;
  const amount = (value: number) => formatAmount(value, i18n.language);
  const keno = detail.Progress.Steps[0]?.Reached ?? 0;
  const detailOf = (step: TActivityStepView) => {
    const tier = tiers[step.ClaimNo];
    if (!tier) return null;
    const betsReached =
      step.Reached !== null && step.Target !== null && step.Reached >= step.Target;
    return (
      <>
        <span className="muted">
          {t('activityTiers.keno.needs', {
            deposit: amount(tier.Deposit),
            turnover: amount(tier.KenoTurnover),
          })}
        </span>
        <StepMeter step={step} label={t('activityTiers.keno.meter')} />
        {!step.Done && betsReached && (
          <span>{t('activityTiers.keno.needDeposit', { amount: amount(tier.Deposit) })}</span>
        )}
      </>
    );
  };
  return (
    <>
      <p className="activity-note" data-testid="keno-turnover">
        {t('activityTiers.keno.kenoTurnover', { amount: amount(keno) })}
      </p>
      <p className="activity-links">
        <Link to={paths.drawLobby.getHref()}>{t('activityTiers.keno.play')}</Link>
        <Link to={paths.deposit.getHref()}>{t('activityTiers.keno.deposit')}</Link>
      </p>
      <StepList
        label={t('activityTiers.keno.tiers')}
        steps={detail.Progress.Steps}
        titleOf={(step) => t('activityTiers.keno.tier', { n: step.ClaimNo + 1 })}
        detailOf={detailOf}
        {...stepClaimState(context)}
      />
    </>
  );
}

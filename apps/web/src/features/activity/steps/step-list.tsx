import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { Money } from '../../../shared/ui/money.tsx';
import type { TActivityDetailView } from '../api/activity-api.ts';
import './steps.css';

export type TActivityStepView = TActivityDetailView['Progress']['Steps'][number];

export interface TStepListProps {
  label: string;
  steps: readonly TActivityStepView[];
  /** The step's name (a task, a tier). */
  titleOf(step: TActivityStepView): string;
  /** What the step shows under its name: a meter, a hint, a link to where it is done. */
  detailOf?(step: TActivityStepView): ReactNode;
  /** Claiming is possible at all now (running, conditions met): a done step's button is live. */
  canClaim: boolean;
  /** The step being claimed, if one is. */
  claimingStep: number | null;
  /** The step just paid this visit: its row plays the "paid" animation. */
  paidStep: number | null;
  onClaim(step: number): void;
}

/**
 * Tasks or tiers, one row each: name, detail, prize, and the state as a button (claim a done
 * step), a "claimed" mark or "not done yet". A list of the frame's progress for the types that
 * are claimed step by step.
 */
export function StepList(props: TStepListProps) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="activity-steps" aria-label={props.label}>
      {props.steps.map((step) => {
        const isClaiming = props.claimingStep === step.ClaimNo;
        const state = step.Claimed ? 'claimed' : step.Done ? 'done' : 'todo';
        return (
          <li
            key={step.ClaimNo}
            className={`activity-step is-${state}${props.paidStep === step.ClaimNo ? ' is-paid' : ''}`}
            data-testid="activity-step"
          >
            <div className="activity-step-main">
              <strong>{props.titleOf(step)}</strong>
              {props.detailOf?.(step)}
            </div>
            {step.Prize !== null && (
              <span className="activity-step-prize">
                {t('activityTiers.steps.prize', {
                  amount: formatAmount(step.Prize, i18n.language),
                })}
              </span>
            )}
            <div className="activity-step-action">
              {step.Claimed ? (
                <span className="activity-step-mark">✓ {t('activityTiers.steps.claimed')}</span>
              ) : step.Done ? (
                <button
                  type="button"
                  className="button is-primary"
                  disabled={!props.canClaim || props.claimingStep !== null}
                  aria-busy={isClaiming}
                  onClick={() => props.onClaim(step.ClaimNo)}
                >
                  {isClaiming ? t('activityTiers.steps.claiming') : t('activityTiers.steps.claim')}
                </button>
              ) : (
                <span className="muted">{t('activityTiers.steps.notDone')}</span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** A bar of how much of a step's target is reached (KENO bets of a tier). */
export function StepMeter({ step, label }: { step: TActivityStepView; label: string }) {
  if (step.Target === null || step.Reached === null) return null;
  const max = Math.max(step.Target, 0);
  const value = Math.min(step.Reached, max);
  return (
    <span className="activity-step-meter">
      <meter min={0} max={max || 1} value={max === 0 ? 1 : value} aria-label={label} />
      <span>
        <Money amount={value} /> / <Money amount={max} />
      </span>
    </span>
  );
}

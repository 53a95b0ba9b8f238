import type { TActivityType } from '@lottery/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import type { TActivityClaimResult, TActivityDetailView } from '../api/activity-api.ts';
import { ActivityAwardList } from './activity-award-list.tsx';
import { DrawVerifyPanel } from './draw-verify-panel.tsx';
import { useActivityId, useActivityPage } from './use-activity-page.ts';
import '../styles/activity.css';

export interface TActivityProgressContext {
  detail: TActivityDetailView;
  /** The last successful claim of this visit, for the screen's animation. */
  lastClaim: TActivityClaimResult | null;
  isClaiming: boolean;
  /** Claims one task or tier (its ClaimNo), for the screens with `claimsBySteps`. */
  claimStep(step: number): void;
  /** The step being claimed, or the one last claimed this visit. */
  activeStep: number | null;
}

export interface TActivityFrameProps {
  /** The screen's type (to find the running activity without an id), null for the generic one. */
  type: TActivityType | null;
  /** The type's own progress (a calendar, a wheel), above the claim button. */
  renderProgress?(context: TActivityProgressContext): ReactNode;
  /** The claim button's text (sign in, spin); "Claim" by default. */
  claimText?: string;
  /**
   * Tasks or tiers claimed one by one on their own rows (context.claimStep): the frame shows no
   * claim button of its own, only the outcome of the last claim.
   */
  claimsBySteps?: boolean;
  /** A type the player never claims (a contest, paid by rank): this note instead of the button. */
  claimNote?: string;
  /** Runs after a claim succeeds and before its amount shows (an animation that ends on it). */
  onClaimed?(result: TActivityClaimResult, detail: TActivityDetailView): Promise<void> | void;
}

/**
 * Every activity screen's frame: the title, state and period in site time, the unmet conditions,
 * the type's progress, the claim button (pending, disabled, error), the amount won, the proof of
 * a drawn prize, the rules and my awards in this activity. Loading, not found and error states
 * come with it, so a screen of a new type is its progress and nothing more.
 */
export function ActivityFrame(props: TActivityFrameProps) {
  const { t } = useTranslation();
  const { activityId, list } = useActivityId(props.type);
  if (activityId === null) {
    if (list?.isError)
      return (
        <FrameShell title={t('activity.centre.title')}>
          <QueryStatus status="error" error={list.error} onRetry={() => void list.refetch()} />
        </FrameShell>
      );
    return (
      <FrameShell title={t('activity.centre.title')}>
        {list?.data ? (
          <QueryStatus status="empty" emptyText={t('activity.frame.notFound')} />
        ) : (
          <QueryStatus status="loading" />
        )}
      </FrameShell>
    );
  }
  return <LoadedFrame {...props} activityId={activityId} />;
}

function FrameShell({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="page-column activity-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}

function LoadedFrame({
  activityId,
  renderProgress,
  claimText,
  claimsBySteps = false,
  claimNote,
  onClaimed,
}: TActivityFrameProps & { activityId: number }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const ids = useId();
  const { detail, claim, claimState } = useActivityPage(activityId);
  const [lastClaim, setLastClaim] = useState<TActivityClaimResult | null>(null);
  const [shownClaim, setShownClaim] = useState<TActivityClaimResult | null>(null);
  const [isAnimating, setIsAnimating] = useState(false);
  const [activeStep, setActiveStep] = useState<number | null>(null);
  const isClaiming = claimState.isPending || isAnimating;

  if (!detail.data)
    return (
      <FrameShell title={t('activity.centre.title')}>
        <QueryStatus
          status={detail.isError ? 'error' : 'loading'}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      </FrameShell>
    );
  const activity = detail.data;

  async function onClaim(step?: number) {
    setShownClaim(null);
    setActiveStep(step ?? null);
    const result = await claim(step);
    if (!result) return;
    setLastClaim(result);
    setIsAnimating(true);
    try {
      await onClaimed?.(result, activity);
    } finally {
      setIsAnimating(false);
      setShownClaim(result);
    }
  }

  return (
    <FrameShell title={activity.Title}>
      <p className="activity-meta">
        <span className={`activity-state is-${activity.State}`}>
          {t(`activity.state.${activity.State}`)}
        </span>{' '}
        <span className="muted">{t(`activity.periodKind.${activity.PeriodKind}`)}</span>
      </p>
      <dl className="activity-period">
        <dt>{t('activity.frame.period')}</dt>
        <dd>
          {time.dateTime(activity.StartsAt)} – {time.dateTimeWithZone(activity.EndsAt)}
        </dd>
        <dt>{t('activity.frame.periodEnds')}</dt>
        <dd>{time.dateTimeWithZone(activity.PeriodEndsAt)}</dd>
      </dl>
      {activity.Unmet.length > 0 && (
        <div className="activity-unmet" role="note">
          <p>{t('activity.frame.unmet')}</p>
          <ul>
            {activity.Unmet.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      <section className="activity-progress" aria-labelledby={`${ids}-progress`}>
        <h2 id={`${ids}-progress`}>{t('activity.frame.progress')}</h2>
        {renderProgress?.({
          detail: activity,
          lastClaim,
          isClaiming,
          claimStep: (step) => void onClaim(step),
          activeStep,
        })}
        {claimNote !== undefined ? (
          <p className="activity-claim muted">{claimNote}</p>
        ) : (
          <div className="activity-claim">
            {!claimsBySteps && (
              <button
                type="button"
                className="button is-primary"
                disabled={!activity.CanClaim || isClaiming}
                aria-busy={isClaiming}
                onClick={() => void onClaim()}
              >
                {isClaiming
                  ? t('activity.frame.claiming')
                  : activity.CanClaim
                    ? (claimText ?? t('activity.frame.claim'))
                    : t('activity.frame.cannotClaim')}
              </button>
            )}
            {claimState.isError && <QueryStatus status="error" error={claimState.error} />}
            {shownClaim && (
              <p className="activity-claimed" role="status" data-testid="claimed-amount">
                {t('activity.frame.claimed', {
                  amount: formatAmount(shownClaim.Award.Amount, i18n.language),
                })}
              </p>
            )}
          </div>
        )}
        {shownClaim && shownClaim.Award.PrizeIndex !== null && (
          <DrawVerifyPanel claimId={shownClaim.Award.ClaimId} />
        )}
      </section>
      <section aria-labelledby={`${ids}-rules`}>
        <h2 id={`${ids}-rules`}>{t('activity.frame.rules')}</h2>
        <p className="activity-rules">{activity.Rules}</p>
      </section>
      <section aria-labelledby={`${ids}-awards`}>
        <h2 id={`${ids}-awards`}>{t('activity.frame.myAwards')}</h2>
        <ActivityAwardList awards={activity.MyAwards} />
      </section>
    </FrameShell>
  );
}

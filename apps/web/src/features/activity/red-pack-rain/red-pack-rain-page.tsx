import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { activityDetailQuery, type TActivityDetailView } from '../api/activity-api.ts';
import { ActivityFrame } from '../shared/activity-frame.tsx';
import { prefersReducedMotion } from '../shared/motion.ts';
import { RainSchedule, RainWinners } from './rain-panels.tsx';
import { countdownText } from '../../../shared/format/countdown-text.ts';
import { rainPhase, windowsOfToday } from './rain-schedule.ts';
import { useGrab } from './use-grab.ts';
import { useRainWinners } from './use-rain-winners.ts';
import { useServerNow } from './use-server-now.ts';
import './rain.css';

// The falling packets are code and styles of their own, loaded when a rain first falls.
const RainField = lazy(() => import('./rain-field.tsx'));

/**
 * /RedPackRainActivity: before a rain, the countdown to it; while it falls, packets to tap (each
 * tap a grab, up to the rain's limit; under reduced motion the frame's button grabs instead);
 * after it, what I grabbed in each of today's rains. The latest grabs of everyone are live over
 * the hub.
 */
export default function RedPackRainPage() {
  const { t } = useTranslation();
  return (
    <ActivityFrame
      type="redPackRain"
      claimText={t('activityRain.rain.grab')}
      renderProgress={({ detail }) => <RainProgress detail={detail} />}
    />
  );
}

function RainProgress({ detail }: { detail: TActivityDetailView }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const queryClient = useQueryClient();
  const winners = useRainWinners(detail.ActivityId);
  const now = useServerNow(winners.data?.offsetMs ?? 0);
  const { grab, grabs, error, isPending } = useGrab(detail.ActivityId);
  const config = detail.Config.Type === 'redPackRain' ? detail.Config : null;
  const phase = config ? rainPhase(config, now) : null;
  const phaseKey = phase ? `${phase.kind}:${phase.window.startsAt}` : '';

  // A rain starting or ending changes what may be claimed: read the detail again.
  useEffect(() => {
    if (phaseKey === '') return;
    void queryClient.invalidateQueries({
      queryKey: activityDetailQuery(detail.ActivityId).queryKey,
    });
  }, [phaseKey, queryClient, detail.ActivityId]);

  if (!config || !phase) return null;
  const raining = phase.kind === 'raining';
  const grabsLeft = detail.Progress.SpinsLeft;
  const thisRain = grabs.filter((result) => result.Award.ClaimedAt >= phase.window.startsAt);
  return (
    <div className="rain">
      <p className={`rain-phase is-${phase.kind}`} role="status" data-testid="rain-phase">
        {raining ? (
          t('activityRain.rain.raining', { time: countdownText(phase.leftMs) })
        ) : (
          <>
            {t('activityRain.rain.nextRain', { at: time.dateTime(phase.window.startsAt) })}
            {' · '}
            <strong>
              {t('activityRain.rain.startsIn', { time: countdownText(phase.leftMs) })}
            </strong>
          </>
        )}
      </p>
      {raining && (
        <>
          <p data-testid="grabs-left">{t('activityRain.rain.grabsLeft', { count: grabsLeft })}</p>
          {prefersReducedMotion() ? (
            <p className="muted">{t('activityRain.rain.reducedMotion')}</p>
          ) : (
            <Suspense fallback={<QueryStatus status="loading" />}>
              <RainField disabled={grabsLeft === 0 || !detail.CanClaim} onGrab={grab} />
            </Suspense>
          )}
          {error && <QueryStatus status="error" error={error} />}
          {thisRain.length > 0 && (
            <p aria-live="polite" data-testid="my-grabs">
              {t('activityRain.rain.myGrabs')}:{' '}
              {thisRain
                .map((result) => formatAmount(result.Award.Amount, i18n.language))
                .join(' · ')}
              {isPending && ' …'}
            </p>
          )}
        </>
      )}
      <RainSchedule detail={detail} windows={windowsOfToday(config, now)} now={now} />
      <RainWinners winners={winners} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import type { TActivityDetailView } from '../api/activity-api.ts';
import type { TRainWindow } from './rain-schedule.ts';
import type { useRainWinners } from './use-rain-winners.ts';

/**
 * Today's rains (the progress's steps: each rain's time, whether it has fallen, what I grabbed
 * in it: the results once it is over), and the live list of the latest grabs.
 */
type TSlotStatus = 'ended' | 'now' | 'upcoming';

/** How many rains to come the short list shows. */
const upcomingShown = 3;

export function RainSchedule({
  detail,
  windows,
  now,
}: {
  detail: TActivityDetailView;
  windows: TRainWindow[];
  now: number;
}) {
  const { t } = useTranslation();
  if (detail.Config.Type !== 'redPackRain') return null;
  const statusOf = (window: TRainWindow): TSlotStatus =>
    now >= window.endsAt ? 'ended' : now >= window.startsAt ? 'now' : 'upcoming';
  // The short list: the rains I grabbed in, the one falling, the next few; all of them on demand.
  const upcoming = windows.filter((window) => statusOf(window) === 'upcoming');
  const shown = windows.filter(
    (window) =>
      statusOf(window) === 'now' ||
      upcoming.slice(0, upcomingShown).includes(window) ||
      (statusOf(window) === 'ended' && detail.Progress.Steps[window.index]?.Claimed === true),
  );
  const slots = (list: TRainWindow[]) => (
    <ol className="rain-schedule">
      {list.map((window) => (
        <RainSlot key={window.index} detail={detail} window={window} status={statusOf(window)} />
      ))}
    </ol>
  );
  return (
    <section aria-label={t('activityRain.rain.schedule')}>
      <h3>{t('activityRain.rain.schedule')}</h3>
      {slots(shown)}
      {shown.length < windows.length && (
        <details className="rain-all">
          <summary>{t('activityRain.rain.allRains', { count: windows.length })}</summary>
          {slots(windows)}
        </details>
      )}
    </section>
  );
}

function RainSlot({
  detail,
  window,
  status,
}: {
  detail: TActivityDetailView;
  window: TRainWindow;
  status: TSlotStatus;
}) {
  const { t, i18n } = useTranslation();
  if (detail.Config.Type !== 'redPackRain') return null;
  const rain = detail.Config.Rains[window.index];
  const step = detail.Progress.Steps[window.index];
  return (
    <li className={`rain-slot is-${status}`} data-testid="rain-slot">
      <span>
        {t('activityRain.rain.rainAt', { at: rain?.Start ?? '', seconds: rain?.Seconds ?? 0 })}
      </span>
      <span className="muted">{t(`activityRain.rain.status.${status}`)}</span>
      {status !== 'upcoming' && (
        <span>
          {step?.Claimed && step.Reached !== null
            ? t('activityRain.rain.myTotal', { amount: formatAmount(step.Reached, i18n.language) })
            : t('activityRain.rain.nothing')}
        </span>
      )}
    </li>
  );
}

export function RainWinners({ winners }: { winners: ReturnType<typeof useRainWinners> }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  return (
    <section aria-label={t('activityRain.rain.winners')}>
      <h3>{t('activityRain.rain.winners')}</h3>
      {winners.data ? (
        winners.data.items.length === 0 ? (
          <QueryStatus status="empty" emptyText={t('activityRain.rain.noWinners')} />
        ) : (
          <ol className="rain-winners" aria-live="polite" data-testid="rain-winners">
            {winners.data.items.map((winner) => (
              <li key={winner.ClaimId}>
                <span>
                  {t('activityRain.rain.winner', {
                    loginId: winner.LoginId,
                    amount: formatAmount(winner.Amount, i18n.language),
                  })}
                </span>
                <time className="muted">{time.clock(winner.At)}</time>
              </li>
            ))}
          </ol>
        )
      ) : (
        <QueryStatus
          status={winners.isError ? 'error' : 'loading'}
          error={winners.error}
          onRetry={() => void winners.refetch()}
        />
      )}
    </section>
  );
}

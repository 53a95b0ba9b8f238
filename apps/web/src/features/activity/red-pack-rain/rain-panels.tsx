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
export function RainSchedule({
  detail,
  windows,
  now,
}: {
  detail: TActivityDetailView;
  windows: TRainWindow[];
  now: number;
}) {
  const { t, i18n } = useTranslation();
  if (detail.Config.Type !== 'redPackRain') return null;
  const { Rains } = detail.Config;
  return (
    <section aria-label={t('activityRain.rain.schedule')}>
      <h3>{t('activityRain.rain.schedule')}</h3>
      <ol className="rain-schedule">
        {windows.map((window) => {
          const step = detail.Progress.Steps[window.index];
          const status =
            now >= window.endsAt ? 'ended' : now >= window.startsAt ? 'now' : 'upcoming';
          return (
            <li key={window.index} className={`rain-slot is-${status}`} data-testid="rain-slot">
              <span>
                {t('activityRain.rain.rainAt', {
                  at: Rains[window.index]?.Start ?? '',
                  seconds: Rains[window.index]?.Seconds ?? 0,
                })}
              </span>
              <span className="muted">{t(`activityRain.rain.status.${status}`)}</span>
              {status !== 'upcoming' && (
                <span>
                  {step?.Claimed && step.Reached !== null
                    ? t('activityRain.rain.myTotal', {
                        amount: formatAmount(step.Reached, i18n.language),
                      })
                    : t('activityRain.rain.nothing')}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
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

import { useTranslation } from 'react-i18next';
import { useDrawStatistics } from '../../draws/api/get-draw-statistics.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { longStreaksOf } from '../logic/long-streaks.ts';

type TOutcome = 'big' | 'small' | 'odd' | 'even';

/**
 * The current runs (长龙) of big/small and odd/even per position, longest first, from the
 * statistics the UpdateStatistic push keeps current. Held back while the latest result is under
 * a scratch card, as a run's length would tell it.
 */
export function StreakList({ gameId, isCovered }: { gameId: number; isCovered: boolean }) {
  const { t } = useTranslation();
  const statistics = useDrawStatistics(gameId);
  if (isCovered) return <p className="muted">{t('bet.trends.hiddenUntilRevealed')}</p>;
  if (!statistics.data)
    return (
      <QueryStatus
        status={statistics.isError ? 'error' : 'loading'}
        onRetry={() => void statistics.refetch()}
      />
    );
  const streaks = longStreaksOf(statistics.data);
  if (streaks.length === 0)
    return <QueryStatus status="empty" emptyText={t('bet.trends.noStreaks')} />;
  return (
    <ul className="streak-list">
      {streaks.map((streak) => (
        <li className="streak-item" key={`${streak.Position}:${streak.Kind}`}>
          <span className="streak-position">
            {streak.Position < 0
              ? t('draws.wholeDraw')
              : t('draws.positionN', { n: streak.Position + 1 })}
          </span>
          <span className={`streak-outcome is-${streak.Outcome}`}>
            {t(`bet.trends.outcomes.${streak.Outcome as TOutcome}`)}
          </span>
          <span className="streak-length">
            {t('bet.trends.streakLength', { count: streak.Length })}
          </span>
        </li>
      ))}
    </ul>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import type { TActivityDetailView } from '../api/activity-api.ts';
import { contestResultsQuery } from '../contest/contest-api.ts';
import { LeaderboardTable } from '../contest/leaderboard-table.tsx';
import { useLiveLeaderboard } from '../contest/use-live-leaderboard.ts';
import { ActivityFrame, type TActivityProgressContext } from '../shared/activity-frame.tsx';
import '../contest/contest.css';

/**
 * /LionKingContest: the turnover contest. The period's leaderboard, live over the hub
 * (JoinLeaderboard, updateLeaderBoard), my rank and turnover, the prize of each place, and the
 * last periods' results. Nothing is claimed: the places are paid when the period ends, and the
 * frame's "my awards" lists them.
 */
export default function LionKingContestPage() {
  const { t } = useTranslation();
  return (
    <ActivityFrame
      type="lionKingContest"
      claimNote={t('activityContest.paidAtEnd')}
      renderProgress={(context) => <ContestProgress context={context} />}
    />
  );
}

function ContestProgress({ context }: { context: TActivityProgressContext }) {
  const { detail } = context;
  if (detail.Config.Type !== 'lionKingContest') return null;
  return (
    <>
      <LiveBoard activityId={detail.ActivityId} />
      <PrizeList detail={detail} />
      <PastResults activityId={detail.ActivityId} />
    </>
  );
}

function LiveBoard({ activityId }: { activityId: number }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const board = useLiveLeaderboard(activityId);
  if (!board.data)
    return (
      <QueryStatus
        status={board.isError ? 'error' : 'loading'}
        error={board.error}
        onRetry={() => void board.refetch()}
      />
    );
  const { Me, Top, Participants, PeriodEndsAt } = board.data;
  return (
    <div className="contest-board" data-testid="contest-board">
      <p className="contest-me-line" role="status" data-testid="contest-my-rank">
        {Me.Rank === null
          ? t('activityContest.notRanked')
          : t('activityContest.myRank', {
              rank: Me.Rank,
              amount: formatAmount(Me.Turnover, i18n.language),
            })}
      </p>
      <p className="muted">
        {t('activityContest.participants', { count: Participants })} ·{' '}
        {t('activityContest.paidAt', { time: time.dateTimeWithZone(PeriodEndsAt) })}
      </p>
      {Top.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('activityContest.empty')} />
      ) : (
        <LeaderboardTable places={Top} caption={t('activityContest.leaderboard')} />
      )}
    </div>
  );
}

function PrizeList({ detail }: { detail: TActivityDetailView }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (detail.Config.Type !== 'lionKingContest') return null;
  const { RankPrizes, GameIds } = detail.Config;
  return (
    <section className="contest-prizes" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('activityContest.prizes')}</h3>
      <ol>
        {RankPrizes.map((prize, index) => (
          <li key={index}>
            {t('activityContest.place', {
              rank: index + 1,
              amount: formatAmount(prize, i18n.language),
            })}
          </li>
        ))}
      </ol>
      <p className="muted">
        {GameIds.length === 0 ? t('activityContest.allGames') : t('activityContest.someGames')}
      </p>
    </section>
  );
}

function PastResults({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const titleId = useId();
  const results = useQuery(contestResultsQuery(activityId));
  return (
    <section className="contest-results" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('activityContest.results')}</h3>
      {!results.data ? (
        <QueryStatus
          status={results.isError ? 'error' : 'loading'}
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      ) : results.data.Periods.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('activityContest.resultsEmpty')} />
      ) : (
        results.data.Periods.map((period) => (
          <LeaderboardTable
            key={period.PeriodKey}
            places={period.Winners}
            caption={t('activityContest.periodEnded', {
              time: time.dateTimeWithZone(period.PeriodEndsAt),
            })}
          />
        ))
      )}
    </section>
  );
}

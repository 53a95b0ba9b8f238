import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { activityDetailQuery } from '../api/activity-api.ts';
import { ActivityAwardList } from '../shared/activity-award-list.tsx';
import { useActivityId } from '../shared/use-activity-page.ts';
import { BuyShares } from './buy-shares.tsx';
import { oneDollarCurrentQuery } from './one-dollar-api.ts';
import { PastRounds } from './past-rounds.tsx';
import { RoundProgress } from './round-progress.tsx';
import '../styles/activity.css';
import './one-dollar.css';

/**
 * /OneDollarActivity (一元夺宝): the open round (prize, progress bar of shares sold, my share
 * numbers, the seed's commitment), buying shares, and the past rounds with winners and the
 * in-browser check of each draw. Shares are bought, not claimed, so the page is not the claim
 * frame; it keeps the frame's states, rules and award list.
 */
export default function OneDollarPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const { activityId, list } = useActivityId('oneDollar');
  if (activityId === null)
    return (
      <section className="page-column activity-page" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('activityLuck.oneDollar.title')}</h1>
        {list?.isError ? (
          <QueryStatus status="error" error={list.error} onRetry={() => void list.refetch()} />
        ) : list?.data ? (
          <QueryStatus status="empty" emptyText={t('activity.frame.notFound')} />
        ) : (
          <QueryStatus status="loading" />
        )}
      </section>
    );
  return <OneDollarActivity activityId={activityId} />;
}

function OneDollarActivity({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const ids = useId();
  const detail = useQuery(activityDetailQuery(activityId));
  const current = useQuery(oneDollarCurrentQuery(activityId));
  const title = detail.data?.Title ?? t('activityLuck.oneDollar.title');
  return (
    <section className="page-column activity-page one-dollar" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{title}</h1>
      {detail.data && (
        <p className="activity-meta">
          <span className={`activity-state is-${detail.data.State}`}>
            {t(`activity.state.${detail.data.State}`)}
          </span>
        </p>
      )}
      {detail.data && (
        <dl className="activity-period">
          <dt>{t('activity.frame.period')}</dt>
          <dd>
            {time.dateTime(detail.data.StartsAt)} – {time.dateTimeWithZone(detail.data.EndsAt)}
          </dd>
        </dl>
      )}
      {detail.data && detail.data.Unmet.length > 0 && (
        <div className="activity-unmet" role="note">
          <p>{t('activity.frame.unmet')}</p>
          <ul>
            {detail.data.Unmet.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      <section className="activity-progress" aria-labelledby={`${ids}-round`}>
        <h2 id={`${ids}-round`}>{t('activityLuck.oneDollar.progress')}</h2>
        {current.data ? (
          current.data.Round ? (
            <>
              <RoundProgress round={current.data.Round} />
              <BuyShares
                round={current.data.Round}
                maxShares={current.data.MaxSharesPerPlayer}
                canBuy={detail.data?.State === 'running' && detail.data.Unmet.length === 0}
              />
            </>
          ) : (
            <QueryStatus status="empty" emptyText={t('activityLuck.oneDollar.noRound')} />
          )
        ) : (
          <QueryStatus
            status={current.isError ? 'error' : 'loading'}
            error={current.error}
            onRetry={() => void current.refetch()}
          />
        )}
      </section>
      <PastRounds activityId={activityId} />
      {detail.data ? (
        <>
          <section aria-labelledby={`${ids}-rules`}>
            <h2 id={`${ids}-rules`}>{t('activity.frame.rules')}</h2>
            <p className="activity-rules">{detail.data.Rules}</p>
          </section>
          <section aria-labelledby={`${ids}-awards`}>
            <h2 id={`${ids}-awards`}>{t('activity.frame.myAwards')}</h2>
            <ActivityAwardList awards={detail.data.MyAwards} />
          </section>
        </>
      ) : (
        <QueryStatus
          status={detail.isError ? 'error' : 'loading'}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      )}
    </section>
  );
}

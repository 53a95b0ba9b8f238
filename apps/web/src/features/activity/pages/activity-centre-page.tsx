import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { useActivityList } from '../api/activity-api.ts';
import { ActivityCard } from '../components/activity-card.tsx';
import { CouponEntry } from '../components/coupon-entry.tsx';
import { ActivityFrame } from '../shared/activity-frame.tsx';
import '../styles/activity.css';

/**
 * /Activity: the activity centre (running, then upcoming, the unread ones marked "new", the
 * agent's team notice), or with `?id=` the generic detail of one activity (a type without a
 * screen of its own). The list's unread count is the menu's too.
 */
export default function ActivityCentrePage() {
  const [search] = useSearchParams();
  return search.get('id') ? <ActivityFrame type={null} /> : <ActivityCentre />;
}

function ActivityCentre() {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useActivityList();
  const isAgent = useSessionStore((state) => state.session?.isAgent ?? false);
  const notice = useUserInfo((state) => state.agentActivityNotice);
  const unread = list.data?.UnreadCount;
  useEffect(() => {
    if (unread !== undefined) useUserInfo.getState().update({ unreadActivityCount: unread });
  }, [unread]);
  const items = list.data?.Items ?? [];
  const running = items.filter((item) => item.State !== 'scheduled');
  const upcoming = items.filter((item) => item.State === 'scheduled');
  const hasTeamNotice = isAgent && notice.teamActivityUnreadCount + notice.teamRedPackRainCount > 0;
  return (
    <section className="page-column activity-page" aria-labelledby={titleId}>
      <header className="activity-centre-head">
        <h1 id={titleId}>{t('activity.centre.title')}</h1>
        <Link className="button" to={paths.awardDetail.getHref()}>
          {t('activity.centre.awards')}
        </Link>
      </header>
      <CouponEntry />
      {hasTeamNotice && (
        <p className="activity-team-notice" role="note">
          {t('activity.centre.teamNotice', {
            activities: notice.teamActivityUnreadCount,
            rains: notice.teamRedPackRainCount,
          })}
        </p>
      )}
      {!list.data ? (
        <QueryStatus
          status={list.isError ? 'error' : 'loading'}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('activity.centre.empty')} />
      ) : (
        <>
          {list.data.UnreadCount > 0 && (
            <p className="muted" data-testid="activity-unread">
              {t('activity.centre.unread', { count: list.data.UnreadCount })}
            </p>
          )}
          <div className="activity-cards">
            {running.map((item) => (
              <ActivityCard key={item.ActivityId} activity={item} />
            ))}
          </div>
          {upcoming.length > 0 && (
            <section aria-labelledby={`${titleId}-upcoming`}>
              <h2 id={`${titleId}-upcoming`}>{t('activity.centre.upcoming')}</h2>
              <div className="activity-cards">
                {upcoming.map((item) => (
                  <ActivityCard key={item.ActivityId} activity={item} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </section>
  );
}

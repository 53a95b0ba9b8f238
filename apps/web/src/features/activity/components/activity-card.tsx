import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import type { TActivitySummary } from '../api/activity-api.ts';
import { activityHref } from '../shared/activity-routes.ts';

/**
 * One activity in the centre: title (a link to its screen once it has started: the server opens
 * no activity before its start), "new", state, period, claimable.
 */
export function ActivityCard({ activity }: { activity: TActivitySummary }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const titleId = useId();
  return (
    <article
      className={`activity-card${activity.IsNew ? ' is-new' : ''}`}
      aria-labelledby={titleId}
      data-testid="activity-card"
    >
      <h2 id={titleId} className="activity-card-title">
        {activity.State === 'scheduled' ? (
          activity.Title
        ) : (
          <Link to={activityHref(activity.Type, activity.ActivityId)}>{activity.Title}</Link>
        )}
        {activity.IsNew && <span className="activity-new">{t('activity.centre.new')}</span>}
      </h2>
      <p className="activity-meta">
        <span className={`activity-state is-${activity.State}`}>
          {t(`activity.state.${activity.State}`)}
        </span>
        <span className="muted">{t(`activity.periodKind.${activity.PeriodKind}`)}</span>
        {activity.CanClaim && (
          <span className="activity-claimable">{t('activity.centre.claimable')}</span>
        )}
      </p>
      <p className="muted activity-card-period">
        {time.dateTime(activity.StartsAt)} – {time.dateTimeWithZone(activity.EndsAt)}
      </p>
    </article>
  );
}

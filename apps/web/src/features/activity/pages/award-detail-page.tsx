import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { PagedResult } from '../../../shared/ui/paged-result.tsx';
import { activityListQuery, myAwardsQuery } from '../api/activity-api.ts';
import { AwardTable } from '../components/award-table.tsx';
import '../styles/activity.css';

const pageSize = 20;

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * /AwardDetail: my prizes from every activity, a page at a time, filtered by activity. The
 * filter and page live in the address, so a reload or a shared link shows the same page.
 */
export default function AwardDetailPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useSearchParams();
  const activityId = positive(search.get('activity'));
  const page = positive(search.get('page')) ?? 1;
  const awards = useQuery(myAwardsQuery(page, pageSize, activityId));
  const activities = useQuery(activityListQuery);
  // The running activities, and the one filtered on even if it has ended since.
  const options = new Map((activities.data?.Items ?? []).map((a) => [a.ActivityId, a.Title]));
  for (const award of awards.data?.Items ?? [])
    if (!options.has(award.ActivityId)) options.set(award.ActivityId, award.Title);

  const change = (next: { activity?: number | null; page?: number }) => {
    const params = new URLSearchParams();
    const nextActivity = next.activity === undefined ? activityId : next.activity;
    if (nextActivity !== null) params.set('activity', String(nextActivity));
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params, { replace: true });
  };

  return (
    <section className="page-column activity-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('activity.awards.title')}</h1>
      <div className="form-rows">
        <FormRow label={t('activity.awards.filter')}>
          <select
            value={activityId ?? ''}
            onChange={(event) => change({ activity: positive(event.target.value) })}
          >
            <option value="">{t('activity.awards.allActivities')}</option>
            {[...options].map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </select>
        </FormRow>
      </div>
      <PagedResult
        query={awards}
        emptyText={t('activity.awards.empty')}
        page={page}
        pageSize={pageSize}
        onPage={(next) => change({ page: next })}
      >
        {(data) => <AwardTable items={data.Items} />}
      </PagedResult>
    </section>
  );
}

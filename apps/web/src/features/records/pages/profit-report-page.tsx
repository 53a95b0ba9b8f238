import { maxReportDays } from '@lottery/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { TabList, tabIdOf, tabPanelIdOf } from '../../../shared/ui/tab-list.tsx';
import { useProfitReport } from '../api/get-profit-report.ts';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { ProfitReportView } from '../components/profit-report-view.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { RecordsPageFrame } from '../components/records-page-frame.tsx';
import { lastDays, rangeProblemOf } from '../logic/site-date.ts';
import '../styles/records.css';

// Agents only: players never load the team view.
const TeamReportView = lazy(() => import('../components/team-report-view.tsx'));
const tabPrefix = 'profit-report';

/**
 * /ProfitReport: turnover, prizes, rebates and profit over site dates (at most 92 days), per day
 * with a chart and per game, each with its total. The server answers the whole range at once, so
 * there is nothing to page. An agent also has the Team view (`?view=team`, the agent menu's
 * team report): its team's figures per member, level and day.
 */
export default function ProfitReportPage() {
  const { t } = useTranslation();
  const [nowMs] = useState(() => Date.now());
  const [range, setRange] = useState(() => lastDays(nowMs, 7));
  const isAgent = useSessionStore((state) => state.session?.isAgent ?? false);
  const [search, setSearch] = useSearchParams();
  const view = isAgent && search.get('view') === 'team' ? 'team' : 'mine';
  const isRangeValid = rangeProblemOf(range, maxReportDays) === null;
  const report = useProfitReport(
    { StartDate: range.from, EndDate: range.to },
    isRangeValid && view === 'mine',
  );

  const filters = (
    <div className="form-rows">
      <DateRangeFilter range={range} onChange={setRange} nowMs={nowMs} maxDays={maxReportDays} />
    </div>
  );
  if (!isAgent)
    return (
      <RecordsPageFrame title={t('records.profit.title')}>
        {filters}
        {mine()}
      </RecordsPageFrame>
    );
  return (
    <RecordsPageFrame title={t('records.profit.title')}>
      <TabList
        tabs={[
          { id: 'mine', label: t('agentReport.tabs.mine') },
          { id: 'team', label: t('agentReport.tabs.team') },
        ]}
        selected={view}
        onSelect={(id) => setSearch(id === 'team' ? { view: 'team' } : {}, { replace: true })}
        label={t('agentReport.tabs.label')}
        prefix={tabPrefix}
      />
      <div id={tabPanelIdOf(tabPrefix)} role="tabpanel" aria-labelledby={tabIdOf(tabPrefix, view)}>
        {filters}
        {view === 'team' ? (
          <Suspense fallback={<QueryStatus status="loading" />}>
            <TeamReportView range={range} />
          </Suspense>
        ) : (
          mine()
        )}
      </div>
    </RecordsPageFrame>
  );

  function mine() {
    return !isRangeValid ? null : !report.data ? (
      <QueryStatus
        status={report.isError ? 'error' : 'loading'}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    ) : report.data.Days.length === 0 ? (
      <QueryStatus status="empty" emptyText={t('records.profit.empty')} />
    ) : (
      <ProfitReportView report={report.data} range={range} />
    );
  }
}

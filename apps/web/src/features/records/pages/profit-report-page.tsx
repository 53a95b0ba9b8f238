import { maxReportDays } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfitReport } from '../api/get-profit-report.ts';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { ProfitReportView } from '../components/profit-report-view.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { RecordsPageFrame } from '../components/records-page-frame.tsx';
import { lastDays, rangeProblemOf } from '../logic/site-date.ts';
import '../styles/records.css';

/**
 * /ProfitReport: turnover, prizes, rebates and profit over site dates (at most 92 days), per day
 * with a chart and per game, each with its total. The server answers the whole range at once, so
 * there is nothing to page.
 */
export default function ProfitReportPage() {
  const { t } = useTranslation();
  const [nowMs] = useState(() => Date.now());
  const [range, setRange] = useState(() => lastDays(nowMs, 7));
  const isRangeValid = rangeProblemOf(range, maxReportDays) === null;
  const report = useProfitReport({ StartDate: range.from, EndDate: range.to }, isRangeValid);

  return (
    <RecordsPageFrame title={t('records.profit.title')}>
      <div className="records-filters">
        <DateRangeFilter range={range} onChange={setRange} nowMs={nowMs} maxDays={maxReportDays} />
      </div>
      {!isRangeValid ? null : !report.data ? (
        <QueryStatus
          status={report.isError ? 'error' : 'loading'}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.Days.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('records.profit.empty')} />
      ) : (
        <ProfitReportView report={report.data} range={range} />
      )}
    </RecordsPageFrame>
  );
}

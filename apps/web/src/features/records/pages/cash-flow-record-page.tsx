import { maxReportDays } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashFlowRecords } from '../api/search-cash-flow-records.ts';
import { CashFlowFilters, type TCashFlowFilters } from '../components/cash-flow-filters.tsx';
import { CashFlowTable } from '../components/cash-flow-table.tsx';
import { PagedResult } from '../components/paged-result.tsx';
import { RecordsNav } from '../components/records-nav.tsx';
import { typesOfFilter } from '../logic/cash-flow-groups.ts';
import { lastDays, rangeProblemOf } from '../logic/site-date.ts';
import '../styles/records.css';

const pageSize = 20;

/** /CashFlowRecord: the main wallet's statement by type and site dates, a page at a time. */
export default function CashFlowRecordPage() {
  const { t } = useTranslation();
  const [nowMs] = useState(() => Date.now());
  const [filters, setFilters] = useState<TCashFlowFilters>(() => ({
    type: '',
    range: lastDays(nowMs, 7),
  }));
  const [page, setPage] = useState(1);
  const isRangeValid = rangeProblemOf(filters.range, maxReportDays) === null;
  const types = typesOfFilter(filters.type);
  const records = useCashFlowRecords(
    {
      StartDate: filters.range.from,
      EndDate: filters.range.to,
      ...(types && { Types: types }),
      PageIndex: page,
      PageSize: pageSize,
    },
    isRangeValid,
  );

  return (
    <section className="records-page" aria-labelledby="cash-flow-title">
      <h1 id="cash-flow-title">{t('records.cashFlow.title')}</h1>
      <RecordsNav />
      <CashFlowFilters
        filters={filters}
        nowMs={nowMs}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {isRangeValid && (
        <PagedResult
          query={records}
          emptyText={t('records.cashFlow.empty')}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
        >
          {(data) => <CashFlowTable items={data.Items} />}
        </PagedResult>
      )}
    </section>
  );
}

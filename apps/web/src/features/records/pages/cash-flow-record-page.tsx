import { maxReportDays } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { useCashFlowRecords } from '../api/search-cash-flow-records.ts';
import { CashFlowFilters, type TCashFlowFilters } from '../components/cash-flow-filters.tsx';
import { CashFlowTable } from '../components/cash-flow-table.tsx';
import { PagedResult } from '../../../shared/ui/paged-result.tsx';
import { RecordsPageFrame } from '../components/records-page-frame.tsx';
import { recordsPageSize, usePagedFilters } from '../hooks/use-paged-filters.ts';
import { typesOfFilter } from '../logic/cash-flow-groups.ts';
import { lastDays, rangeProblemOf } from '../logic/site-date.ts';
import '../styles/records.css';

/** /CashFlowRecord: the main wallet's statement by type and site dates, a page at a time. */
export default function CashFlowRecordPage() {
  const { t } = useTranslation();
  const { nowMs, filters, changeFilters, page, setPage } = usePagedFilters<TCashFlowFilters>(
    (now) => ({ type: '', range: lastDays(now, 7) }),
  );
  const isRangeValid = rangeProblemOf(filters.range, maxReportDays) === null;
  const types = typesOfFilter(filters.type);
  const records = useCashFlowRecords(
    {
      StartDate: filters.range.from,
      EndDate: filters.range.to,
      ...(types && { Types: types }),
      PageIndex: page,
      PageSize: recordsPageSize,
    },
    isRangeValid,
  );

  return (
    <RecordsPageFrame title={t('records.cashFlow.title')}>
      <CashFlowFilters filters={filters} nowMs={nowMs} onChange={changeFilters} />
      {isRangeValid && (
        <PagedResult
          query={records}
          emptyText={t('records.cashFlow.empty')}
          page={page}
          pageSize={recordsPageSize}
          onPage={setPage}
        >
          {(data) => <CashFlowTable items={data.Items} />}
        </PagedResult>
      )}
    </RecordsPageFrame>
  );
}

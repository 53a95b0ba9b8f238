import { maxReportDays } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { PagedResult } from '../../../shared/ui/paged-result.tsx';
import { StateSelect } from '../components/state-select.tsx';
import { recordsPageSize, usePagedFilters } from '../hooks/use-paged-filters.ts';
import { lastDays, rangeProblemOf, type TDateRange } from '../logic/site-date.ts';
import { useDepositRecords } from '../api/search-deposit-records.ts';
import { DepositRecordTable } from '../components/deposit-record-table.tsx';
import '../styles/records.css';

const states = ['0', '1', '2'] as const;
const types = ['1', '2', '3', '4', '5', '6', '7'] as const;

interface TFilters {
  state: (typeof states)[number] | undefined;
  type: string;
  range: TDateRange;
}

/** /DepositRecord: the player's deposit orders by state, way and site dates, a page at a time. */
export default function DepositRecordPage() {
  const { t } = useTranslation();
  const { nowMs, filters, changeFilters, page, setPage } = usePagedFilters<TFilters>((now) => ({
    state: undefined,
    type: '',
    range: lastDays(now, 7),
  }));
  const isRangeValid = rangeProblemOf(filters.range, maxReportDays) === null;
  const records = useDepositRecords(
    {
      StartDate: filters.range.from,
      EndDate: filters.range.to,
      ...(filters.state !== undefined && { State: Number(filters.state) }),
      ...(filters.type !== '' && { Type: Number(filters.type) as 1 }),
      PageIndex: page,
      PageSize: recordsPageSize,
    },
    isRangeValid,
  );
  return (
    <section className="records-page" aria-labelledby="deposit-record-title">
      <h1 id="deposit-record-title">{t('deposit.record.title')}</h1>
      <div className="form-rows">
        <StateSelect
          value={filters.state}
          states={states}
          labelOf={(state) => t(`deposit.states.${state}`)}
          onChange={(state) => changeFilters({ ...filters, state })}
        />
        <FormRow label={t('records.filters.type')}>
          <select
            value={filters.type}
            onChange={(event) => changeFilters({ ...filters, type: event.target.value })}
          >
            <option value="">{t('records.filters.allTypes')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`deposit.types.${type}`)}
              </option>
            ))}
          </select>
        </FormRow>
        <DateRangeFilter
          range={filters.range}
          onChange={(range) => changeFilters({ ...filters, range })}
          nowMs={nowMs}
          maxDays={maxReportDays}
        />
      </div>
      {isRangeValid && (
        <PagedResult
          query={records}
          emptyText={t('deposit.record.empty')}
          page={page}
          pageSize={recordsPageSize}
          onPage={setPage}
        >
          {(data) => <DepositRecordTable items={data.Items} />}
        </PagedResult>
      )}
    </section>
  );
}

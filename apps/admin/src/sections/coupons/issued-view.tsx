import { couponStates } from '@lottery/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { useIssuedCoupons, type TIssuedCouponRow } from './coupons-api.ts';
import { couponsTexts } from './coupons-texts.ts';

const column = createColumnHelper<TIssuedCouponRow>();

/** Issued coupons, newest first, filtered by template, player and state (kept in the address). */
export function IssuedView() {
  const texts = couponsTexts.useTexts();
  const time = useSiteTime();
  const filters = useUrlFilters(['TemplateId', 'LoginId', 'State'] as const);
  const coupons = useIssuedCoupons({ ...filters.values, Page: filters.page });
  const columns = [
    column.accessor('CouponId', { header: 'ID' }),
    column.accessor('Title', { header: texts.columns.title }),
    column.accessor('LoginId', { header: texts.columns.player }),
    column.accessor('Source', {
      header: texts.columns.source,
      cell: (cell) => texts.sources[cell.getValue()],
    }),
    column.accessor('State', {
      header: texts.columns.state,
      cell: (cell) => texts.couponStates[cell.getValue()],
    }),
    column.accessor('IssuedAt', {
      header: texts.columns.issuedAt,
      cell: (cell) => time.format(cell.getValue()),
    }),
    column.accessor('ExpiresAt', {
      header: texts.columns.expiresAt,
      cell: (cell) => time.format(cell.getValue()),
    }),
    column.accessor('UsedAt', {
      header: texts.columns.usedAt,
      cell: (cell) => {
        const usedAt = cell.getValue();
        return usedAt === null ? '' : time.format(usedAt);
      },
    }),
    column.accessor('AmountPaid', {
      header: texts.columns.amountPaid,
      cell: (cell) => {
        const paid = cell.getValue();
        return paid === null ? '' : <Money amount={paid} />;
      },
    }),
    column.accessor('UsedOn', {
      header: texts.columns.usedOn,
      cell: (cell) => cell.getValue() ?? '',
    }),
  ];
  const stateOptions = [
    { value: '', label: texts.filters.all },
    ...couponStates.map((state) => ({ value: state, label: texts.couponStates[state] })),
  ];
  return (
    <>
      <FilterBar
        fields={[
          { name: 'TemplateId', label: texts.filters.templateId, kind: 'text' },
          { name: 'LoginId', label: texts.filters.loginId, kind: 'text' },
          { name: 'State', label: texts.filters.state, kind: 'select', options: stateOptions },
        ]}
        values={filters.values}
        onApply={filters.apply}
      />
      <DataTable
        label={texts.issuedTable}
        columns={columns}
        rows={coupons.data?.Items}
        rowId={(row) => String(row.CouponId)}
        isLoading={coupons.isFetching}
        error={coupons.error}
        onRetry={() => void coupons.refetch()}
        emptyText={texts.noIssued}
        paging={{
          page: filters.page,
          pageSize: 20,
          total: coupons.data?.Total ?? 0,
          onPageChange: filters.setPage,
        }}
      />
    </>
  );
}

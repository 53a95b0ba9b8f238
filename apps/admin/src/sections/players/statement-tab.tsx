import { cashFlowTypes, type ZCashFlowRecordResponse } from '@lottery/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { epochMsToSiteWallClock, useSiteTime } from '../../shared/format/site-time.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { usePlayerStatement } from './players-api.ts';
import { playersTexts } from './players-texts.ts';

type TLine = z.output<typeof ZCashFlowRecordResponse>['Items'][number];

const typeNames = new Map<number, string>(
  Object.entries(cashFlowTypes).map(([name, code]) => [code as number, name]),
);

/** The player's ledger statement over site dates (the last 7 by default), newest first. */
export function StatementTab({ loginId }: { loginId: string }) {
  const texts = playersTexts.useTexts();
  const time = useSiteTime();
  const filters = useUrlFilters(['StartDate', 'EndDate'] as const);
  const today = epochMsToSiteWallClock(Date.now(), time.timeZone).slice(0, 10);
  const weekAgo = epochMsToSiteWallClock(Date.now() - 6 * 86_400_000, time.timeZone).slice(0, 10);
  const range = {
    StartDate: filters.values.StartDate || weekAgo,
    EndDate: filters.values.EndDate || today,
  };
  const statement = usePlayerStatement(loginId, {
    ...range,
    PageIndex: filters.page,
    PageSize: 20,
  });
  const columns: ColumnDef<TLine>[] = [
    { header: texts.statement.time, cell: ({ row }) => time.format(row.original.CreatedAt) },
    {
      header: texts.statement.type,
      cell: ({ row }) =>
        row.original.Type === null ? '—' : (typeNames.get(row.original.Type) ?? row.original.Type),
    },
    { header: texts.statement.amount, cell: ({ row }) => <Money amount={row.original.Amount} /> },
    {
      header: texts.statement.balanceAfter,
      cell: ({ row }) => <Money amount={row.original.BalanceAfter} />,
    },
    { header: texts.statement.memo, cell: ({ row }) => row.original.Memo ?? '' },
  ];
  return (
    <>
      <FilterBar
        fields={[
          { name: 'StartDate', label: texts.statement.from, kind: 'text', placeholder: weekAgo },
          { name: 'EndDate', label: texts.statement.to, kind: 'text', placeholder: today },
        ]}
        values={filters.values}
        onApply={filters.apply}
      />
      <DataTable
        label={texts.statement.table}
        columns={columns}
        rows={statement.data?.Items}
        rowId={(row) => String(row.Id)}
        isLoading={statement.isFetching}
        error={statement.error}
        paging={{
          page: filters.page,
          pageSize: 20,
          total: statement.data?.TotalCount ?? 0,
          onPageChange: filters.setPage,
        }}
      />
    </>
  );
}

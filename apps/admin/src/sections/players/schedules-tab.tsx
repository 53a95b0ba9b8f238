import type { ZScheduleRecordSearchResponse } from '@lottery/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { usePlayerSchedules } from './players-api.ts';
import { playersTexts } from './players-texts.ts';

type TPlan = z.output<typeof ZScheduleRecordSearchResponse>['Items'][number];

/** The player's chained bets (追号), newest first. */
export function SchedulesTab({ loginId }: { loginId: string }) {
  const texts = playersTexts.useTexts();
  const time = useSiteTime();
  const filters = useUrlFilters([] as const);
  const plans = usePlayerSchedules(loginId, { PageIndex: filters.page, PageSize: 20 });
  const columns: ColumnDef<TPlan>[] = [
    { header: texts.schedules.id, accessorKey: 'ScheduleId' },
    { header: texts.schedules.game, accessorKey: 'GameName' },
    { header: texts.schedules.state, accessorKey: 'State' },
    {
      header: texts.schedules.total,
      cell: ({ row }) => <Money amount={row.original.TotalAmount} />,
    },
    { header: texts.schedules.issues, cell: ({ row }) => row.original.IssueCount },
    { header: texts.schedules.time, cell: ({ row }) => time.format(row.original.CreatedAt) },
  ];
  return (
    <DataTable
      label={texts.schedules.table}
      columns={columns}
      rows={plans.data?.Items}
      rowId={(row) => String(row.ScheduleId)}
      isLoading={plans.isFetching}
      error={plans.error}
      paging={{
        page: filters.page,
        pageSize: 20,
        total: plans.data?.TotalCount ?? 0,
        onPageChange: filters.setPage,
      }}
    />
  );
}

import type { ZBetRecordSearchResponse } from '@lottery/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { usePlayerBets } from './players-api.ts';
import { playersTexts } from './players-texts.ts';

type TBet = z.output<typeof ZBetRecordSearchResponse>['Items'][number];

/** The player's tickets, newest first. */
export function BetsTab({ loginId }: { loginId: string }) {
  const texts = playersTexts.useTexts();
  const time = useSiteTime();
  const filters = useUrlFilters([] as const);
  const bets = usePlayerBets(loginId, { PageIndex: filters.page, PageSize: 20 });
  const columns: ColumnDef<TBet>[] = [
    { header: texts.bets.serial, accessorKey: 'SerialNumber' },
    { header: texts.bets.game, accessorKey: 'GameName' },
    { header: texts.bets.issue, cell: ({ row }) => row.original.IssueSerialNumber ?? '—' },
    { header: texts.bets.betType, accessorKey: 'BetTypeName' },
    { header: texts.bets.amount, cell: ({ row }) => <Money amount={row.original.Amount} /> },
    { header: texts.bets.prize, cell: ({ row }) => <Money amount={row.original.Prize} /> },
    {
      header: texts.bets.state,
      cell: ({ row }) => texts.bets.states[`s${row.original.State}` as 's0'],
    },
    { header: texts.bets.time, cell: ({ row }) => time.format(row.original.CreatedAt) },
  ];
  return (
    <DataTable
      label={texts.bets.table}
      columns={columns}
      rows={bets.data?.Items}
      rowId={(row) => String(row.TicketId)}
      isLoading={bets.isFetching}
      error={bets.error}
      paging={{
        page: filters.page,
        pageSize: 20,
        total: bets.data?.TotalCount ?? 0,
        onPageChange: filters.setPage,
      }}
    />
  );
}

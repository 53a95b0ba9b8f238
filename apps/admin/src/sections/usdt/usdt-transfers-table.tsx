import type { TUsdtTransfer } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { usdtTransfersQuery } from './usdt-api.ts';
import { usdtTexts } from './usdt-texts.ts';

const column = createColumnHelper<TUsdtTransfer>();
const tones = {
  pending: 'info',
  credited: 'ok',
  review: 'warn',
  unmatched: 'danger',
  dropped: 'muted',
} as const;

/** What the chain watcher saw: confirming, credited, in review, unmatched or re-organised away. */
export function UsdtTransfersTable() {
  const texts = usdtTexts.useTexts();
  const time = useSiteTime();
  const list = useQuery(usdtTransfersQuery);
  const columns = [
    column.accessor('Chain', { header: texts.transferColumns.chain }),
    column.accessor('ToAddress', {
      header: texts.transferColumns.to,
      cell: (cell) => <code>{cell.getValue()}</code>,
    }),
    column.accessor('Memo', { header: texts.transferColumns.memo }),
    column.accessor('Amount', { header: texts.transferColumns.amount }),
    column.accessor('BlockHeight', { header: texts.transferColumns.height }),
    column.accessor('State', {
      header: texts.transferColumns.state,
      cell: (cell) => (
        <StatusBadge tone={tones[cell.getValue()]}>{texts.states[cell.getValue()]}</StatusBadge>
      ),
    }),
    column.accessor('SeenAt', {
      header: texts.transferColumns.seen,
      cell: (cell) => time.format(cell.getValue()),
    }),
  ];
  return (
    <DataTable
      label={texts.transfers}
      columns={columns}
      rows={list.data?.Transfers}
      rowId={(row) => String(row.Id)}
      isLoading={list.isLoading}
      error={list.error}
      onRetry={() => void list.refetch()}
      emptyText={texts.transfersEmpty}
    />
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import {
  useAgentLetters,
  useAgentTransfers,
  type TLetterRow,
  type TTransferRow,
} from './agent-transfers-api.ts';
import { agentTransfersTexts } from './agent-transfers-texts.ts';

const filterNames = ['view', 'agent', 'kind', 'from', 'to'] as const;
const pageSize = 20;

/**
 * /admin/agent-transfers (agents.view): every agent's transfers to its team, by agent or member,
 * kind and site dates, and every agent's station letters with how many recipients read them.
 */
export default function AgentTransfersPage() {
  const texts = agentTransfersTexts.useTexts();
  const time = useSiteTime();
  const filters = useUrlFilters(filterNames);
  const { values } = filters;
  const showLetters = values.view === 'letters';
  const transfers = useAgentTransfers({
    ...(values.agent ? { AgentLoginId: values.agent } : {}),
    ...(values.kind ? { Kind: values.kind } : {}),
    ...(values.from ? { StartDate: values.from } : {}),
    ...(values.to ? { EndDate: values.to } : {}),
    PageIndex: filters.page,
    PageSize: pageSize,
  });
  const letters = useAgentLetters({
    ...(values.agent ? { AgentLoginId: values.agent } : {}),
    PageIndex: filters.page,
    PageSize: pageSize,
  });
  const transferColumns: ColumnDef<TTransferRow>[] = [
    { header: texts.columns.time, cell: ({ row }) => time.format(row.original.CreatedAt) },
    { header: texts.columns.sender, accessorKey: 'SenderLoginId' },
    { header: texts.columns.receiver, accessorKey: 'ReceiverLoginId' },
    { header: texts.columns.kind, cell: ({ row }) => texts.kinds[row.original.Kind] },
    { header: texts.columns.type, cell: ({ row }) => texts.types[row.original.Type] },
    { header: texts.columns.amount, cell: ({ row }) => <Money amount={row.original.Amount} /> },
  ];
  const letterColumns: ColumnDef<TLetterRow>[] = [
    { header: texts.columns.time, cell: ({ row }) => time.format(row.original.CreatedAt) },
    { header: texts.columns.sender, accessorKey: 'SenderLoginId' },
    { header: texts.columns.title, accessorKey: 'Title' },
    { header: texts.columns.audience, cell: ({ row }) => texts.audiences[row.original.Audience] },
    {
      header: texts.columns.read,
      cell: ({ row }) => `${row.original.ReadCount} / ${row.original.RecipientCount}`,
    },
  ];
  return (
    <>
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <FilterBar
        fields={[
          {
            name: 'view',
            label: texts.filters.view,
            kind: 'select',
            options: [
              { value: '', label: texts.tabs.transfers },
              { value: 'letters', label: texts.tabs.letters },
            ],
          },
          { name: 'agent', label: texts.filters.agent, kind: 'text' },
          ...(showLetters
            ? []
            : [
                {
                  name: 'kind' as const,
                  label: texts.filters.kind,
                  kind: 'select' as const,
                  options: [
                    { value: '', label: texts.filters.any },
                    ...Object.entries(texts.kinds).map(([value, label]) => ({ value, label })),
                  ],
                },
                {
                  name: 'from' as const,
                  label: texts.filters.startDate,
                  kind: 'text' as const,
                  placeholder: '2026-01-31',
                },
                {
                  name: 'to' as const,
                  label: texts.filters.endDate,
                  kind: 'text' as const,
                  placeholder: '2026-01-31',
                },
              ]),
        ]}
        values={values}
        onApply={filters.apply}
      />
      {showLetters ? (
        <DataTable
          label={texts.tabs.letters}
          columns={letterColumns}
          rows={letters.data?.Items}
          rowId={(row) => String(row.Id)}
          isLoading={letters.isFetching}
          error={letters.error}
          onRetry={() => void letters.refetch()}
          paging={{
            page: filters.page,
            pageSize,
            total: letters.data?.TotalCount ?? 0,
            onPageChange: filters.setPage,
          }}
        />
      ) : (
        <DataTable
          label={texts.tabs.transfers}
          columns={transferColumns}
          rows={transfers.data?.Items}
          rowId={(row) => String(row.Id)}
          isLoading={transfers.isFetching}
          error={transfers.error}
          onRetry={() => void transfers.refetch()}
          paging={{
            page: filters.page,
            pageSize,
            total: transfers.data?.TotalCount ?? 0,
            onPageChange: filters.setPage,
          }}
        />
      )}
    </>
  );
}

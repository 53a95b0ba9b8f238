import { playerStateFlagNames, type ZPlayerSearchResponse } from '@lottery/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar, type TFilterField } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { usePlayerSearch } from './players-api.ts';
import { playersTexts } from './players-texts.ts';

type TRow = z.output<typeof ZPlayerSearchResponse>['Items'][number];

const filterNames = [
  'LoginId',
  'NickName',
  'AgentLoginId',
  'StateFlag',
  'Role',
  'RegisteredFrom',
  'RegisteredTo',
  'LastLoginIp',
] as const;
const pageSize = 20;

/** The player search: filters kept in the address, a server-paged table, a row opens the page. */
export function PlayerSearch() {
  const texts = playersTexts.useTexts();
  const time = useSiteTime();
  const navigate = useNavigate();
  const filters = useUrlFilters(filterNames);
  const search = usePlayerSearch({
    ...filters.values,
    PageIndex: filters.page,
    PageSize: pageSize,
  });

  const fields: TFilterField<(typeof filterNames)[number]>[] = [
    { name: 'LoginId', label: texts.search.loginId, kind: 'text' },
    { name: 'NickName', label: texts.search.nickName, kind: 'text' },
    { name: 'AgentLoginId', label: texts.search.agent, kind: 'text' },
    {
      name: 'StateFlag',
      label: texts.search.state,
      kind: 'select',
      options: [
        { value: '', label: texts.search.anyState },
        ...playerStateFlagNames.map((name) => ({ value: name, label: texts.flags.names[name] })),
      ],
    },
    {
      name: 'Role',
      label: texts.search.role,
      kind: 'select',
      options: [
        { value: '', label: texts.search.anyRole },
        { value: 'player', label: texts.roles.player },
        { value: 'agent', label: texts.roles.agent },
      ],
    },
    {
      name: 'RegisteredFrom',
      label: texts.search.registeredFrom,
      kind: 'text',
      placeholder: texts.search.datePlaceholder,
    },
    {
      name: 'RegisteredTo',
      label: texts.search.registeredTo,
      kind: 'text',
      placeholder: texts.search.datePlaceholder,
    },
    { name: 'LastLoginIp', label: texts.search.lastLoginIp, kind: 'text' },
  ];
  const columns: ColumnDef<TRow>[] = [
    { header: texts.columns.loginId, accessorKey: 'LoginId' },
    { header: texts.columns.nickName, accessorKey: 'NickName' },
    { header: texts.columns.role, cell: ({ row }) => texts.roles[row.original.Role] },
    { header: texts.columns.agent, cell: ({ row }) => row.original.AgentLoginId ?? '—' },
    {
      header: texts.columns.state,
      cell: ({ row }) =>
        row.original.StateFlags === 0 ? (
          <StatusBadge tone="ok">{texts.normal}</StatusBadge>
        ) : (
          <StatusBadge tone="warn">{texts.restricted}</StatusBadge>
        ),
    },
    { header: texts.columns.balance, cell: ({ row }) => <Money amount={row.original.Balance} /> },
    {
      header: texts.columns.registeredAt,
      cell: ({ row }) => time.format(row.original.RegisteredAt),
    },
    {
      header: texts.columns.lastLogin,
      cell: ({ row }) =>
        row.original.LastLoginAt === null
          ? '—'
          : `${time.format(row.original.LastLoginAt)} · ${row.original.LastLoginIp ?? ''}`,
    },
  ];

  return (
    <section>
      <header className="page-head">
        <h1>{texts.title}</h1>
      </header>
      <FilterBar fields={fields} values={filters.values} onApply={filters.apply} />
      <DataTable
        label={texts.search.table}
        columns={columns}
        rows={search.data?.Items}
        rowId={(row) => String(row.UserId)}
        isLoading={search.isFetching}
        error={search.error}
        onRetry={() => void search.refetch()}
        onRowClick={(row) => void navigate(encodeURIComponent(row.LoginId))}
        paging={{
          page: filters.page,
          pageSize,
          total: search.data?.TotalCount ?? 0,
          onPageChange: filters.setPage,
        }}
      />
    </section>
  );
}

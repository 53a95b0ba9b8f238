import { ZAdminAgentTeam } from '@lottery/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import { apiGet } from '../../shared/api/client.ts';
import { wireSchema } from '../../shared/api/wire-schema.ts';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar, type TFilterField } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { agentTeamsTexts } from './agent-teams-texts.ts';

type TTeam = z.output<typeof ZAdminAgentTeam>;
type TRow = TTeam['Members']['Items'][number];

const filterNames = ['Agent'] as const;

/**
 * /admin/agent-teams: search any account, see its team size and balance, its direct members
 * (a row with members of its own opens that member's level; the upline goes back up) and the
 * latest moves, deletes and restrictions it made as an agent.
 */
export default function AgentTeamsPage() {
  const texts = agentTeamsTexts.useTexts();
  const time = useSiteTime();
  const filters = useUrlFilters(filterNames);
  const agent = filters.values.Agent;
  const team = useQuery({
    queryKey: ['agent-teams', agent, filters.page],
    queryFn: () =>
      apiGet('/api/Admin/AgentTeams', wireSchema(ZAdminAgentTeam), {
        Agent: agent,
        PageIndex: filters.page,
      }),
    enabled: agent !== '',
    placeholderData: keepPreviousData,
  });
  const fields: TFilterField<'Agent'>[] = [{ name: 'Agent', label: texts.agent, kind: 'text' }];
  const columns: ColumnDef<TRow>[] = [
    { header: texts.columns.loginId, accessorKey: 'LoginId' },
    { header: texts.columns.role, cell: ({ row }) => texts.roles[row.original.Role] },
    { header: texts.columns.prizeGroup, accessorKey: 'PrizeGroup' },
    { header: texts.columns.balance, cell: ({ row }) => <Money amount={row.original.Balance} /> },
    {
      header: texts.columns.teamBalance,
      cell: ({ row }) => <Money amount={row.original.TeamBalance} />,
    },
    { header: texts.columns.teamSize, accessorKey: 'TeamSize' },
    {
      header: texts.columns.lastLogin,
      cell: ({ row }) =>
        row.original.LastLoginAt === null ? '—' : time.format(row.original.LastLoginAt),
    },
    { header: texts.columns.registered, cell: ({ row }) => time.format(row.original.RegisteredAt) },
  ];
  const data = team.data;
  return (
    <section>
      <header className="page-head">
        <h1>{texts.title}</h1>
      </header>
      <FilterBar fields={fields} values={filters.values} onApply={filters.apply} />
      {agent === '' ? (
        <p>{texts.prompt}</p>
      ) : (
        <>
          {data && (
            <p>
              {fill(texts.summary, {
                loginId: data.Agent.LoginId,
                role: texts.roles[data.Agent.Role],
                parent: data.Agent.ParentLoginId ?? '—',
                size: data.Agent.TeamSize,
                balance: String(data.Agent.TeamBalance),
              })}{' '}
              {data.Agent.ParentLoginId && (
                <button
                  type="button"
                  className="button"
                  onClick={() => filters.apply({ Agent: data.Agent.ParentLoginId ?? '' })}
                >
                  {texts.up}
                </button>
              )}
            </p>
          )}
          <DataTable
            label={texts.table}
            columns={columns}
            rows={data?.Members.Items}
            rowId={(row) => String(row.UserId)}
            isLoading={team.isFetching}
            error={team.error}
            onRetry={() => void team.refetch()}
            onRowClick={(row) => filters.apply({ Agent: row.LoginId })}
            paging={{
              page: filters.page,
              pageSize: 50,
              total: data?.Members.TotalCount ?? 0,
              onPageChange: filters.setPage,
            }}
          />
          {data && (
            <>
              <h2>{texts.actions}</h2>
              {data.Actions.length === 0 ? (
                <p>{texts.noActions}</p>
              ) : (
                <ul>
                  {data.Actions.map((action, index) => (
                    <li key={`${action.At}-${index}`}>
                      {time.format(action.At)} ·{' '}
                      {texts.actionNames[action.Action as keyof typeof texts.actionNames] ??
                        action.Action}{' '}
                      · {action.SubjectLoginId ?? '—'}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

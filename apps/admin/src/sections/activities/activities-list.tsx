import { activityStates, activityTypes } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../shared/session/session-store.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { FilterBar } from '../../shared/ui/filter-bar.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { PageHead } from '../../shared/ui/page-head.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { activitiesQuery } from './activities-api.ts';
import { activitiesTexts } from './activities-texts.ts';
import type { TActivityView } from './activity-draft.ts';
import { activitiesPath } from './section.ts';
import { ActivityStateBadge } from './state-badge.tsx';

const column = createColumnHelper<TActivityView>();
const filterNames = ['type', 'state'] as const;

/** Every activity with its budget used; filtered by type and state (kept in the address). */
export function ActivitiesList() {
  const texts = activitiesTexts.useTexts();
  const { i18n } = useTranslation();
  const time = useSiteTime();
  const navigate = useNavigate();
  const canManage = usePermissions().has('activities.manage');
  const list = useQuery(activitiesQuery);
  const filters = useUrlFilters(filterNames);
  // The route answers every activity (a site runs tens, not thousands): filtered here.
  const rows = list.data?.Items.filter(
    (activity) =>
      (!filters.values.type || activity.Type === filters.values.type) &&
      (!filters.values.state || activity.State === filters.values.state),
  );
  const titleOf = (activity: TActivityView) =>
    i18n.language === 'en' ? activity.TitleEn : activity.TitleZh;

  const columns = [
    column.display({
      id: 'title',
      header: texts.columns.title,
      cell: ({ row }) => titleOf(row.original),
    }),
    column.accessor('Type', {
      header: texts.columns.type,
      cell: (cell) => texts.types[cell.getValue()],
    }),
    column.accessor('State', {
      header: texts.columns.state,
      cell: (cell) => <ActivityStateBadge state={cell.getValue()} />,
    }),
    column.display({
      id: 'period',
      header: texts.columns.period,
      cell: ({ row }) =>
        `${time.format(row.original.StartsAt)} – ${time.format(row.original.EndsAt)} · ${texts.periodKinds[row.original.PeriodKind]}`,
    }),
    column.accessor('Budget', {
      header: texts.columns.budget,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.accessor('Paid', {
      header: texts.columns.paid,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.accessor('Remaining', {
      header: texts.columns.remaining,
      cell: (cell) => <Money amount={cell.getValue()} />,
    }),
    column.accessor('Claims', { header: texts.columns.claims }),
  ];
  const all = { value: '', label: texts.filters.all };

  return (
    <section>
      <PageHead
        title={texts.title}
        action={
          canManage
            ? { label: texts.add, onClick: () => void navigate(`/${activitiesPath}/new`) }
            : undefined
        }
      />
      <FilterBar
        fields={[
          {
            name: 'type',
            label: texts.filters.type,
            kind: 'select',
            options: [
              all,
              ...activityTypes.map((type) => ({ value: type, label: texts.types[type] })),
            ],
          },
          {
            name: 'state',
            label: texts.filters.state,
            kind: 'select',
            options: [
              all,
              ...activityStates.map((state) => ({ value: state, label: texts.states[state] })),
            ],
          },
        ]}
        values={filters.values}
        onApply={filters.apply}
      />
      <DataTable
        label={texts.table}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.ActivityId)}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={texts.empty}
        onRowClick={(row) => void navigate(`/${activitiesPath}/${row.ActivityId}`)}
      />
    </section>
  );
}

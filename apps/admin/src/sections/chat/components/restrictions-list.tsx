import type { TChatRestriction } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSiteTime } from '../../../shared/format/site-time.ts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { FilterBar } from '../../../shared/ui/filter-bar.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../../shared/ui/use-url-filters.ts';
import { restrictionsQuery, useLift } from '../chat-api.ts';
import { chatTexts } from '../chat-texts.ts';
import { RestrictDialog } from './restrict-dialog.tsx';

const column = createColumnHelper<TChatRestriction>();
const filterNames = ['Kind', 'LoginId', 'ActiveOnly'] as const;

/** Mutes and bans (standing ones unless asked for all), each liftable; a new one by login ID. */
export function RestrictionsList() {
  const texts = chatTexts.useTexts().restrictions;
  const time = useSiteTime();
  const { values, page, apply, setPage } = useUrlFilters(filterNames);
  const list = useQuery(restrictionsQuery(values, page));
  const lift = useLift();
  const [lifting, setLifting] = useState<TChatRestriction | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const stateOf = (row: TChatRestriction) => {
    if (row.IsActive) return <StatusBadge tone="warn">{texts.active}</StatusBadge>;
    return <StatusBadge tone="muted">{row.LiftedAt ? texts.lifted : texts.ended}</StatusBadge>;
  };
  const columns = [
    column.accessor('Kind', { header: texts.filters.kind, cell: (c) => texts.kind[c.getValue()] }),
    column.accessor('LoginId', { header: texts.player }),
    column.accessor('RoomName', {
      header: texts.room,
      cell: ({ row }) =>
        row.original.RoomId === null
          ? texts.allChat
          : `${row.original.RoomName ?? ''} (#${row.original.RoomId})`,
    }),
    column.accessor('Reason', { header: texts.reason }),
    column.accessor('CreatedByLoginId', { header: texts.by }),
    column.accessor('CreatedAt', {
      header: texts.createdAt,
      cell: (c) => time.format(c.getValue()),
    }),
    column.accessor('EndsAt', {
      header: texts.endsAt,
      cell: (c) => {
        const endsAt = c.getValue();
        return endsAt === null ? texts.untilLifted : time.format(endsAt);
      },
    }),
    column.display({ id: 'state', header: texts.state, cell: ({ row }) => stateOf(row.original) }),
    column.display({
      id: 'actions',
      header: texts.actions,
      cell: ({ row }) =>
        row.original.IsActive && (
          <button type="button" className="button-link" onClick={() => setLifting(row.original)}>
            {texts.lift}
          </button>
        ),
    }),
  ];

  return (
    <div>
      <FilterBar
        fields={[
          {
            name: 'Kind',
            label: texts.filters.kind,
            kind: 'select',
            options: [
              { value: '', label: texts.filters.anyKind },
              { value: 'mute', label: texts.kind.mute },
              { value: 'ban', label: texts.kind.ban },
            ],
          },
          { name: 'LoginId', label: texts.filters.loginId, kind: 'text' },
          {
            name: 'ActiveOnly',
            label: texts.filters.activeOnly,
            kind: 'select',
            options: [
              { value: '', label: texts.filters.active },
              { value: 'false', label: texts.filters.all },
            ],
          },
        ]}
        values={values}
        onApply={apply}
      />
      <p>
        <button type="button" className="button-primary" onClick={() => setIsAdding(true)}>
          {texts.add}
        </button>
      </p>
      <DataTable
        label={texts.table}
        columns={columns}
        rows={list.data?.Items}
        rowId={(row) => String(row.Id)}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={texts.empty}
        paging={{
          page,
          pageSize: list.data?.PageSize ?? 20,
          total: list.data?.TotalCount ?? 0,
          onPageChange: setPage,
        }}
      />
      {lifting && (
        <ConfirmDialog
          title={fill(texts.confirmLift, {
            player: lifting.LoginId,
            kind: texts.kind[lifting.Kind],
          })}
          effect={texts.liftEffect}
          confirmLabel={texts.lift}
          reason={{ isRequired: true }}
          isBusy={lift.isPending}
          error={lift.error}
          onCancel={() => setLifting(null)}
          onConfirm={(reason) =>
            lift.mutate(
              { kind: lifting.Kind, RestrictionId: lifting.Id, Reason: reason },
              { onSuccess: () => setLifting(null) },
            )
          }
        />
      )}
      {isAdding && <RestrictDialog onClose={() => setIsAdding(false)} />}
    </div>
  );
}

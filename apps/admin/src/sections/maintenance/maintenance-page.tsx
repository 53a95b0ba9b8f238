import type { z } from 'zod';
import type { ZMaintenanceWindow } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { PageHead } from '../../shared/ui/page-head.tsx';
import { Dialog } from '@lottery/client-kit';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { maintenanceQuery, useRemoveMaintenance } from './maintenance-api.ts';
import { MaintenanceForm } from './maintenance-form.tsx';
import { maintenanceTexts } from './maintenance-texts.ts';

type TWindow = z.infer<typeof ZMaintenanceWindow>;
const column = createColumnHelper<TWindow>();

/** Maintenance windows (the 503 with OfflineEndTime): schedule one, end or cancel one. */
export default function MaintenancePage() {
  const texts = maintenanceTexts.useTexts();
  const time = useSiteTime();
  // site.manage changes them; content.view only reads (the server says the same).
  const canManage = usePermissions().has('site.manage');
  const list = useQuery(maintenanceQuery);
  const remove = useRemoveMaintenance();
  const [addingAt, setAddingAt] = useState<number | null>(null);
  const [removing, setRemoving] = useState<TWindow | null>(null);
  const [nowMs] = useState(() => Date.now());
  const isActive = (w: TWindow) => Date.parse(w.StartTime) <= nowMs;

  const columns = [
    column.accessor('StartTime', {
      header: texts.columns.start,
      cell: (cell) => time.format(cell.getValue()),
    }),
    column.accessor('EndTime', {
      header: texts.columns.end,
      cell: (cell) => time.format(cell.getValue()),
    }),
    column.accessor('Note', { header: texts.columns.note }),
    column.display({
      id: 'state',
      header: texts.columns.state,
      cell: ({ row }) =>
        isActive(row.original) ? (
          <StatusBadge tone="warn">{texts.active}</StatusBadge>
        ) : (
          <StatusBadge tone="info">{texts.scheduled}</StatusBadge>
        ),
    }),
    ...(canManage
      ? [
          column.display({
            id: 'actions',
            header: texts.columns.actions,
            cell: ({ row }) => (
              <button
                type="button"
                className="button-link"
                onClick={() => setRemoving(row.original)}
              >
                {isActive(row.original) ? texts.end : texts.cancel}
              </button>
            ),
          }),
        ]
      : []),
  ];

  return (
    <section>
      <PageHead
        title={texts.title}
        action={
          canManage ? { label: texts.add, onClick: () => setAddingAt(Date.now()) } : undefined
        }
      />
      <p className="form-hint">{texts.intro}</p>
      <DataTable
        label={texts.table}
        columns={columns}
        rows={list.data?.Windows}
        rowId={(row) => String(row.Id)}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={texts.empty}
      />
      {addingAt !== null && (
        <Dialog title={texts.add} onClose={() => setAddingAt(null)} isBodyDescription={false}>
          <MaintenanceForm nowMs={addingAt} onDone={() => setAddingAt(null)} />
        </Dialog>
      )}
      {removing && (
        <ConfirmDialog
          title={fill(texts.confirmEnd, { start: time.format(removing.StartTime) })}
          effect={texts.endEffect}
          confirmLabel={isActive(removing) ? texts.end : texts.cancel}
          isDangerous
          isBusy={remove.isPending}
          error={remove.error}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate(removing.Id, { onSuccess: () => setRemoving(null) })}
        />
      )}
    </section>
  );
}

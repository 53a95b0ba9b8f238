import type { TAdminLiveNotification } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { PageHead } from '../../shared/ui/page-head.tsx';
import { Dialog } from '@lottery/client-kit';
import { formatDayTime } from './day-windows.ts';
import { LiveNotificationForm } from './live-notification-form.tsx';
import { liveNotificationsQuery, useDeleteLiveNotification } from './live-notifications-api.ts';
import { liveNotificationsTexts } from './live-notifications-texts.ts';
import { rowActionColumn } from '../../shared/ui/row-action-column.tsx';

const column = createColumnHelper<TAdminLiveNotification>();

/** Live notifications with their daily windows (SPEC §4): list, add, edit, delete. */
export default function LiveNotificationsPage() {
  const texts = liveNotificationsTexts.useTexts();
  const canManage = usePermissions().has('content.manage');
  const list = useQuery(liveNotificationsQuery);
  const remove = useDeleteLiveNotification();
  const [editing, setEditing] = useState<{ row: TAdminLiveNotification | null } | null>(null);
  const [removing, setRemoving] = useState<TAdminLiveNotification | null>(null);

  const columns = [
    column.display({
      id: 'game',
      header: texts.columns.game,
      cell: ({ row }) => `${row.original.GameCode} (${row.original.GameId})`,
    }),
    column.accessor('Title', { header: texts.columns.title }),
    column.display({
      id: 'windows',
      header: texts.columns.windows,
      cell: ({ row }) =>
        row.original.NotifyTimes.map(
          (w) => `${formatDayTime(w.Start)}–${formatDayTime(w.End)}`,
        ).join(', '),
    }),
    ...(canManage
      ? [rowActionColumn<TAdminLiveNotification>(texts.columns.actions, texts.remove, setRemoving)]
      : []),
  ];

  return (
    <section>
      <PageHead
        title={texts.title}
        action={
          canManage ? { label: texts.add, onClick: () => setEditing({ row: null }) } : undefined
        }
      />
      <p className="form-hint">{texts.intro}</p>
      <DataTable
        label={texts.table}
        columns={columns}
        rows={list.data?.Notifications}
        rowId={(row) => String(row.Id)}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={texts.empty}
        {...(canManage ? { onRowClick: (row: TAdminLiveNotification) => setEditing({ row }) } : {})}
      />
      {editing && (
        <Dialog
          title={editing.row ? texts.edit : texts.add}
          onClose={() => setEditing(null)}
          isBodyDescription={false}
        >
          <LiveNotificationForm notification={editing.row} onDone={() => setEditing(null)} />
        </Dialog>
      )}
      {removing && (
        <ConfirmDialog
          title={fill(texts.confirmRemove, { title: removing.Title })}
          effect={texts.removeEffect}
          confirmLabel={texts.remove}
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

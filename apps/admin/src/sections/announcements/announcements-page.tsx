import { announcementTypes, type TAdminAnnouncement } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { PageHead } from '../../shared/ui/page-head.tsx';
import { Dialog } from '@lottery/client-kit';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { AnnouncementForm } from './announcement-form.tsx';
import { announcementsQuery, useDeleteAnnouncement } from './announcements-api.ts';
import { announcementsTexts } from './announcements-texts.ts';
import { rowActionColumn } from '../../shared/ui/row-action-column.tsx';

const column = createColumnHelper<TAdminAnnouncement>();

/** The announcements players read: list, post, edit, delete (content.manage for changes). */
export default function AnnouncementsPage() {
  const texts = announcementsTexts.useTexts();
  const time = useSiteTime();
  const canManage = usePermissions().has('content.manage');
  const list = useQuery(announcementsQuery);
  const remove = useDeleteAnnouncement();
  // The form's start defaults to the moment it opens.
  const [editing, setEditing] = useState<{ row: TAdminAnnouncement | null; nowMs: number } | null>(
    null,
  );
  const [removing, setRemoving] = useState<TAdminAnnouncement | null>(null);

  const columns = [
    column.accessor('Title', { header: texts.columns.title }),
    column.accessor('Type', {
      header: texts.columns.type,
      cell: (cell) => announcementTypes[cell.getValue()][currentLanguage()],
    }),
    column.display({
      id: 'window',
      header: texts.columns.window,
      cell: ({ row }) =>
        `${time.format(row.original.StartTime)} – ${
          row.original.EndTime ? time.format(row.original.EndTime) : texts.untilDisabled
        }`,
    }),
    column.display({
      id: 'flags',
      header: texts.columns.flags,
      cell: ({ row }) => (
        <>
          <StatusBadge tone={row.original.IsEnabled ? 'ok' : 'muted'}>
            {row.original.IsEnabled ? texts.enabled : texts.disabled}
          </StatusBadge>{' '}
          {row.original.IsPopup && <StatusBadge tone="info">{texts.popup}</StatusBadge>}
        </>
      ),
    }),
    column.accessor('ReadCount', { header: texts.columns.reads }),
    ...(canManage
      ? [rowActionColumn<TAdminAnnouncement>(texts.columns.actions, texts.remove, setRemoving)]
      : []),
  ];

  return (
    <section>
      <PageHead
        title={texts.title}
        action={
          canManage
            ? { label: texts.add, onClick: () => setEditing({ row: null, nowMs: Date.now() }) }
            : undefined
        }
      />
      <DataTable
        label={texts.table}
        columns={columns}
        rows={list.data?.Announcements}
        rowId={(row) => String(row.Id)}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={texts.empty}
        {...(canManage
          ? { onRowClick: (row: TAdminAnnouncement) => setEditing({ row, nowMs: Date.now() }) }
          : {})}
      />
      {editing && (
        <Dialog
          title={editing.row ? texts.edit : texts.add}
          onClose={() => setEditing(null)}
          isBodyDescription={false}
        >
          <AnnouncementForm
            announcement={editing.row}
            nowMs={editing.nowMs}
            onDone={() => setEditing(null)}
          />
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

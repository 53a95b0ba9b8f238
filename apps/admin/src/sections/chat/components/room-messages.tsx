import type { TChatAdminMessage } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSiteTime } from '../../../shared/format/site-time.ts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { CursorPager } from '../../../shared/ui/cursor-pager.tsx';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { roomMessagesQuery, useRemoveMessage } from '../chat-api.ts';
import { chatTexts } from '../chat-texts.ts';
import { RestrictDialog } from './restrict-dialog.tsx';

const column = createColumnHelper<TChatAdminMessage>();

/**
 * One room's messages, newest first, removed ones kept and marked with who removed them and why.
 * Each visible message can be removed; each sender muted or banned from here.
 */
export function RoomMessages() {
  const texts = chatTexts.useTexts().messages;
  const time = useSiteTime();
  const roomId = Number(useParams().roomId);
  const [params, setParams] = useSearchParams();
  const before = params.get('before') ?? '';
  const messages = useQuery(roomMessagesQuery(roomId, before));
  const remove = useRemoveMessage();
  const [removing, setRemoving] = useState<TChatAdminMessage | null>(null);
  const [restricting, setRestricting] = useState<TChatAdminMessage | null>(null);

  const columns = [
    column.accessor('CreatedAt', { header: texts.time, cell: (c) => time.format(c.getValue()) }),
    column.display({
      id: 'sender',
      header: texts.sender,
      cell: ({ row }) => `${row.original.SenderNickName} (${row.original.SenderLoginId})`,
    }),
    // Plain text through React: a message's markup shows as the characters typed.
    column.accessor('Body', { header: texts.body, cell: (c) => <span>{c.getValue()}</span> }),
    column.display({
      id: 'state',
      header: texts.state,
      cell: ({ row }) =>
        row.original.RemovedAt === null ? (
          <StatusBadge tone="ok">{texts.visible}</StatusBadge>
        ) : (
          <StatusBadge tone="danger">
            {fill(texts.removed, {
              reason: row.original.RemovalReason ?? '',
              by: row.original.RemovedByLoginId ?? '',
            })}
          </StatusBadge>
        ),
    }),
    column.display({
      id: 'actions',
      header: texts.actions,
      cell: ({ row }) => (
        <span className="row-actions">
          {row.original.RemovedAt === null && (
            <button type="button" className="button-link" onClick={() => setRemoving(row.original)}>
              {texts.remove}
            </button>
          )}{' '}
          <button
            type="button"
            className="button-link"
            onClick={() => setRestricting(row.original)}
          >
            {texts.restrict}
          </button>
        </span>
      ),
    }),
  ];

  return (
    <div>
      <p>
        <Link to="..">{texts.back}</Link>
      </p>
      <h2>{fill(texts.title, { name: params.get('name') ?? `#${roomId}` })}</h2>
      <DataTable
        label={texts.table}
        columns={columns}
        rows={messages.data?.Messages}
        rowId={(message) => String(message.Id)}
        isLoading={messages.isLoading}
        error={messages.error}
        onRetry={() => void messages.refetch()}
        emptyText={texts.empty}
      />
      <CursorPager
        label={texts.table}
        cursor={before}
        nextCursor={
          messages.data?.NextBeforeMessageId ? String(messages.data.NextBeforeMessageId) : null
        }
        onCursor={(cursor) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (cursor) next.set('before', cursor);
            else next.delete('before');
            return next;
          })
        }
      />
      {removing && (
        <ConfirmDialog
          title={fill(texts.confirmRemove, { sender: removing.SenderLoginId })}
          effect={texts.removeEffect}
          confirmLabel={texts.remove}
          reason={{ isRequired: true }}
          isDangerous
          isBusy={remove.isPending}
          error={remove.error}
          onCancel={() => setRemoving(null)}
          onConfirm={(reason) =>
            remove.mutate(
              { MessageId: removing.Id, Reason: reason },
              { onSuccess: () => setRemoving(null) },
            )
          }
        />
      )}
      {restricting && (
        <RestrictDialog
          loginId={restricting.SenderLoginId}
          roomId={roomId}
          onClose={() => setRestricting(null)}
        />
      )}
    </div>
  );
}

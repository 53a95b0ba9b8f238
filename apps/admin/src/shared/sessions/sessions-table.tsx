import type { ZAdminAccountSession } from '@lottery/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { z } from 'zod';
import { useSiteTime } from '../format/site-time.ts';
import { fill } from '../i18n/define-texts.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { sessionsTexts } from './sessions-texts.ts';

type TAdminAccountSession = z.infer<typeof ZAdminAccountSession>;
const column = createColumnHelper<TAdminAccountSession>();

/**
 * An administrator's sessions (their own under My account, anyone's under Administrators), with
 * an End button on the open ones when `onEnd` is given; ending asks first and names the address.
 */
export function SessionsTable({
  sessions,
  isLoading,
  error,
  onEnd,
}: {
  sessions: TAdminAccountSession[] | undefined;
  isLoading: boolean;
  error: unknown;
  onEnd?: { run(sessionId: string): Promise<unknown>; isPending: boolean; error: unknown };
}) {
  const texts = sessionsTexts.useTexts();
  const time = useSiteTime();
  const [ending, setEnding] = useState<TAdminAccountSession | null>(null);

  const stateOf = (session: TAdminAccountSession) => {
    if (session.EndedAt) {
      const reason = texts.reasons[session.EndReason as keyof typeof texts.reasons];
      return (
        <StatusBadge tone="muted">
          {texts.ended}
          {reason ? `（${reason}）` : ''}
        </StatusBadge>
      );
    }
    if (session.IsCurrent) return <StatusBadge tone="info">{texts.current}</StatusBadge>;
    if (session.Stage === 'password') return <StatusBadge tone="warn">{texts.pending}</StatusBadge>;
    return <StatusBadge tone="ok">{texts.open}</StatusBadge>;
  };

  const columns = [
    column.accessor('CreatedAt', {
      header: texts.createdAt,
      cell: (cell) => time.format(cell.getValue()),
    }),
    column.accessor('LastSeenAt', {
      header: texts.lastSeenAt,
      cell: (cell) => time.format(cell.getValue()),
    }),
    column.accessor('Ip', { header: texts.ip, cell: (cell) => cell.getValue() ?? '—' }),
    column.accessor('UserAgent', {
      header: texts.device,
      cell: (cell) => <span className="user-agent">{cell.getValue() ?? '—'}</span>,
    }),
    column.display({
      id: 'state',
      header: texts.state,
      cell: (cell) => stateOf(cell.row.original),
    }),
    ...(onEnd
      ? [
          column.display({
            id: 'end',
            header: '',
            cell: (cell) =>
              cell.row.original.EndedAt || cell.row.original.IsCurrent ? null : (
                <button type="button" onClick={() => setEnding(cell.row.original)}>
                  {texts.end}
                </button>
              ),
          }),
        ]
      : []),
  ];

  return (
    <>
      <h3>{texts.label}</h3>
      <DataTable
        label={texts.label}
        columns={columns}
        rows={sessions}
        rowId={(session) => session.SessionId}
        isLoading={isLoading}
        error={error}
      />
      {ending && onEnd && (
        <ConfirmDialog
          title={texts.endTitle}
          effect={fill(texts.endEffect, { loginId: ending.LoginId, ip: ending.Ip ?? '—' })}
          isDangerous
          isBusy={onEnd.isPending}
          error={onEnd.error}
          onConfirm={() =>
            void onEnd.run(ending.SessionId).then(
              () => setEnding(null),
              // The failure shows in the dialog (onEnd.error); it stays open for another try.
              () => undefined,
            )
          }
          onCancel={() => setEnding(null)}
        />
      )}
    </>
  );
}

import type { ZPlayerLoginsResponse } from '@lottery/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { z } from 'zod';
import { fill } from '../../shared/i18n/define-texts.ts';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { useUrlFilters } from '../../shared/ui/use-url-filters.ts';
import { useBlacklistSession, useForceLogout, usePlayerLogins } from './players-api.ts';
import { playersTexts } from './players-texts.ts';

type TLogin = z.output<typeof ZPlayerLoginsResponse>['Items'][number];
type TEndReason = keyof ReturnType<typeof playersTexts.useTexts>['logins']['reasons'];

/** Logins (time, address, device) and their sessions: blacklist one, or force all out. */
export function LoginsTab({ loginId, canManage }: { loginId: string; canManage: boolean }) {
  const texts = playersTexts.useTexts();
  const time = useSiteTime();
  const filters = useUrlFilters([] as const);
  const logins = usePlayerLogins(loginId, { PageIndex: filters.page, PageSize: 20 });
  const blacklist = useBlacklistSession(loginId);
  const forceLogout = useForceLogout(loginId);
  const [target, setTarget] = useState<string | 'all' | null>(null);
  const reasonOf = (reason: string | null) =>
    reason === null ? '' : (texts.logins.reasons[reason as TEndReason] ?? reason);

  const columns: ColumnDef<TLogin>[] = [
    { header: texts.logins.time, cell: ({ row }) => time.format(row.original.CreatedAt) },
    { header: texts.logins.ip, cell: ({ row }) => row.original.Ip ?? '—' },
    { header: texts.logins.device, cell: ({ row }) => row.original.Device ?? '—' },
    {
      header: texts.logins.ended,
      cell: ({ row }) =>
        row.original.EndedAt === null ? (
          <StatusBadge tone="ok">{texts.logins.open}</StatusBadge>
        ) : (
          `${time.format(row.original.EndedAt)} · ${reasonOf(row.original.EndReason)}`
        ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: '',
            cell: ({ row }: { row: { original: TLogin } }) =>
              row.original.EndedAt === null && (
                <button type="button" onClick={() => setTarget(row.original.SessionId)}>
                  {texts.logins.blacklist}
                </button>
              ),
          } satisfies ColumnDef<TLogin>,
        ]
      : []),
  ];
  const mutation = target === 'all' ? forceLogout : blacklist;
  return (
    <>
      {canManage && (
        <div className="page-actions">
          <button type="button" className="button-danger" onClick={() => setTarget('all')}>
            {texts.logins.forceLogout}
          </button>
        </div>
      )}
      <DataTable
        label={texts.logins.table}
        columns={columns}
        rows={logins.data?.Items}
        rowId={(row) => row.SessionId}
        isLoading={logins.isFetching}
        error={logins.error}
        paging={{
          page: filters.page,
          pageSize: 20,
          total: logins.data?.TotalCount ?? 0,
          onPageChange: filters.setPage,
        }}
      />
      {target !== null && (
        <ConfirmDialog
          title={target === 'all' ? texts.logins.forceLogoutTitle : texts.logins.blacklistTitle}
          effect={
            target === 'all'
              ? fill(texts.logins.forceLogoutEffect, { loginId })
              : fill(texts.logins.blacklistEffect, { loginId, sessionId: target })
          }
          isDangerous
          isBusy={mutation.isPending}
          error={mutation.error}
          onCancel={() => setTarget(null)}
          onConfirm={() =>
            target === 'all'
              ? forceLogout.mutate(undefined, { onSuccess: () => setTarget(null) })
              : blacklist.mutate(target, { onSuccess: () => setTarget(null) })
          }
        />
      )}
    </>
  );
}

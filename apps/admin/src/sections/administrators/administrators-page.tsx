import type { TAdminAccount } from '@lottery/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { roleLabel } from '../../shared/session/role-label.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { PageHead } from '../../shared/ui/page-head.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { administratorsTexts } from './administrators-texts.ts';
import { useAdmins } from './api/list-admins.ts';
import { AdminDetailDialog } from './components/admin-detail-dialog.tsx';
import { CreateAdminDialog } from './components/create-admin-dialog.tsx';

const column = createColumnHelper<TAdminAccount>();

/** /admin/admins: every administrator; a row opens its detail (kept in the address: ?admin=). */
export default function AdministratorsPage() {
  const texts = administratorsTexts.useTexts();
  const time = useSiteTime();
  const language = currentLanguage();
  const canManage = usePermissions().has('admins.manage');
  const admins = useAdmins();
  const [params, setParams] = useSearchParams();
  const [isCreating, setIsCreating] = useState(false);
  const openId = Number(params.get('admin'));
  const opened = admins.data?.Admins.find((admin) => admin.AdminId === openId);
  const open = (adminId: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (adminId === null) next.delete('admin');
      else next.set('admin', String(adminId));
      return next;
    });

  const columns = [
    column.accessor('LoginId', { header: texts.columns.loginId }),
    column.accessor('DisplayName', { header: texts.columns.displayName }),
    column.accessor('RoleName', {
      header: texts.columns.role,
      cell: (cell) => roleLabel(cell.getValue(), language),
    }),
    column.accessor('Disabled', {
      header: texts.columns.state,
      cell: (cell) =>
        cell.getValue() ? (
          <StatusBadge tone="danger">{texts.disabled}</StatusBadge>
        ) : (
          <StatusBadge tone="ok">{texts.enabled}</StatusBadge>
        ),
    }),
    column.accessor('TotpEnrolled', {
      header: texts.columns.totp,
      cell: (cell) =>
        cell.getValue() ? (
          <StatusBadge tone="info">{texts.totpEnrolled}</StatusBadge>
        ) : (
          <StatusBadge tone="warn">{texts.totpPending}</StatusBadge>
        ),
    }),
    column.accessor('AllowedNetworks', {
      header: texts.columns.networks,
      cell: (cell) => (cell.getValue().length ? cell.getValue().join(', ') : texts.anywhere),
    }),
    column.accessor('OpenSessions', { header: texts.columns.sessions }),
    column.accessor('CreatedAt', {
      header: texts.columns.createdAt,
      cell: (cell) => time.format(cell.getValue()),
    }),
  ];

  return (
    <>
      <PageHead
        title={texts.title}
        action={canManage ? { label: texts.create, onClick: () => setIsCreating(true) } : undefined}
      />
      <DataTable
        label={texts.title}
        columns={columns}
        rows={admins.data?.Admins}
        rowId={(admin) => String(admin.AdminId)}
        isLoading={admins.isLoading}
        error={admins.error}
        onRetry={() => void admins.refetch()}
        onRowClick={(admin) => open(admin.AdminId)}
      />
      {isCreating && <CreateAdminDialog onClose={() => setIsCreating(false)} />}
      {opened && (
        <AdminDetailDialog admin={opened} canManage={canManage} onClose={() => open(null)} />
      )}
    </>
  );
}

import type { TAdminRole } from '@lottery/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { roleLabel } from '../../shared/session/role-label.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { DataTable } from '../../shared/ui/data-table.tsx';
import { PageHead } from '../../shared/ui/page-head.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { useRoles } from './api/list-roles.ts';
import { RoleEditorDialog } from './components/role-editor-dialog.tsx';
import { rolesTexts } from './roles-texts.ts';

const column = createColumnHelper<TAdminRole>();

/** /admin/roles: built-in and custom roles; an administrator manager edits the custom ones. */
export default function RolesPage() {
  const texts = rolesTexts.useTexts();
  const language = currentLanguage();
  const canManage = usePermissions().has('admins.manage');
  const roles = useRoles();
  const [editing, setEditing] = useState<TAdminRole | 'new' | null>(null);

  const columns = [
    column.accessor('Name', {
      header: texts.columns.name,
      cell: (cell) => roleLabel(cell.getValue(), language),
    }),
    column.accessor('Builtin', {
      header: texts.columns.kind,
      cell: (cell) => (
        <StatusBadge tone={cell.getValue() ? 'muted' : 'info'}>
          {cell.getValue() ? texts.builtin : texts.custom}
        </StatusBadge>
      ),
    }),
    column.accessor('Permissions', {
      header: texts.columns.permissions,
      cell: (cell) => fill(texts.permissionCount, { count: cell.getValue().length }),
    }),
    column.accessor('AdminCount', { header: texts.columns.admins }),
  ];

  return (
    <>
      <PageHead
        title={texts.title}
        action={canManage ? { label: texts.create, onClick: () => setEditing('new') } : undefined}
      />
      <DataTable
        label={texts.title}
        columns={columns}
        rows={roles.data?.Roles}
        rowId={(role) => String(role.RoleId)}
        isLoading={roles.isLoading}
        error={roles.error}
        onRetry={() => void roles.refetch()}
        onRowClick={setEditing}
      />
      {editing && (
        <RoleEditorDialog
          role={editing === 'new' ? null : editing}
          canEdit={canManage && (editing === 'new' || !editing.Builtin)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

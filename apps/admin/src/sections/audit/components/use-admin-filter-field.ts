import { ZAdminAccountList } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';
import { usePermissions } from '../../../shared/session/session-store.ts';
import type { TFilterField } from '../../../shared/ui/filter-bar.tsx';
import { auditTexts } from '../audit-texts.ts';

/**
 * The administrator filter: a list of login IDs for a role that may list administrators,
 * otherwise the administrator's number (audit.view does not include admins.view).
 */
export function useAdminFilterField(): TFilterField<'admin'> {
  const texts = auditTexts.useTexts().filters;
  const canList = usePermissions().has('admins.view');
  const admins = useQuery({
    queryKey: ['admin', 'administrators', 'list'],
    queryFn: () => apiGet('/api/Admin/Admins', ZAdminAccountList),
    enabled: canList,
  });
  if (!canList || !admins.data) return { name: 'admin', label: texts.adminId, kind: 'text' };
  return {
    name: 'admin',
    label: texts.admin,
    kind: 'select',
    options: [
      { value: '', label: texts.anyAdmin },
      ...admins.data.Admins.map((admin) => ({
        value: String(admin.AdminId),
        label: admin.LoginId,
      })),
    ],
  };
}

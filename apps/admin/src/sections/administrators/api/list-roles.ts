import { ZAdminRoleList } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

export const listRolesQuery = () =>
  queryOptions({
    queryKey: adminKeys.roles(),
    queryFn: () => apiGet('/api/Admin/Roles', ZAdminRoleList),
  });

export const useRoles = () => useQuery(listRolesQuery());

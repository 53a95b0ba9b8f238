import { ZAdminAccountList } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

export const listAdminsQuery = () =>
  queryOptions({
    queryKey: adminKeys.list(),
    queryFn: () => apiGet('/api/Admin/Admins', ZAdminAccountList),
  });

export const useAdmins = () => useQuery(listAdminsQuery());

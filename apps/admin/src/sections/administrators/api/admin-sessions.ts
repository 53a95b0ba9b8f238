import { ZAdminAccountSessionList } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** Any administrator's sessions, open ones first. */
export const useAdminSessions = (adminId: number) =>
  useQuery({
    queryKey: adminKeys.sessions(adminId),
    queryFn: () =>
      apiGet('/api/Admin/Admins/Sessions', ZAdminAccountSessionList, { AdminId: adminId }),
  });

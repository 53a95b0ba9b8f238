import { ZAdminMe } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';

export const meKey = ['admin', 'me'] as const;

/** Who I am as the server has it now: name, role, recovery codes left. */
export const useMe = () =>
  useQuery({ queryKey: meKey, queryFn: () => apiGet('/api/AdminAuth/Me', ZAdminMe) });

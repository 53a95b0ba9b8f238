import { ZAdminGameListWire } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';

export const gamesKey = ['games', 'list'] as const;

export const gamesQuery = () =>
  queryOptions({
    queryKey: gamesKey,
    queryFn: () => apiGet('/api/Admin/Games', ZAdminGameListWire),
  });

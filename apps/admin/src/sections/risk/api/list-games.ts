import { ZAdminGameListWire } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';

/** The games, for naming them beside thresholds (the Games section has its own list). */
export const riskGamesQuery = () =>
  queryOptions({
    queryKey: ['risk', 'games'],
    queryFn: () => apiGet('/api/Admin/Games', ZAdminGameListWire),
  });

import { ZDashboardResponse } from '@lottery/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { wireSchema } from '../../shared/api/wire-schema.ts';
import { apiGet, type TQuery } from '../../shared/api/client.ts';

/** GET /api/Admin/Dashboard, refreshed every minute while the page is open. */
export const useDashboard = (query: TQuery) =>
  useQuery({
    queryKey: ['dashboard', query],
    queryFn: () => apiGet('/api/Admin/Dashboard', wireSchema(ZDashboardResponse), query),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

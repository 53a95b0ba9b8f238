import { ZExposureResponseWire } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';

/** The board refreshes this often: exposure moves with every bet. */
export const exposureRefreshMs = 5_000;

export const exposureQuery = () =>
  queryOptions({
    queryKey: ['risk', 'exposure'],
    queryFn: () => apiGet('/api/Admin/Risk/Exposure', ZExposureResponseWire),
    refetchInterval: exposureRefreshMs,
  });

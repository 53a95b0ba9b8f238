import type { TAllLogos } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/http-client.ts';
import { publicQueryKey } from '../../../shared/session/forget-session.ts';

/** The logos of the public pages; they change rarely, so 10 minutes fresh. */
export const siteLogosQuery = queryOptions({
  queryKey: [publicQueryKey, 'siteLogos'],
  staleTime: 10 * 60_000,
  queryFn: () => apiGet<TAllLogos>('/api/Logo/GetAllLogo'),
});

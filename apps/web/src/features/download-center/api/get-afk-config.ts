import type { ZAfkConfig } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../shared/api/http-client.ts';

export type TAfkConfig = z.infer<typeof ZAfkConfig>;

/** GET /api/AFK/GetAFKConfig, cached 10 min (SPEC §9). */
export const afkConfigQuery = queryOptions({
  queryKey: ['afkConfig'],
  queryFn: () => apiGet<TAfkConfig>('/api/AFK/GetAFKConfig'),
  staleTime: 10 * 60_000,
});

export const useAfkConfig = () => useQuery(afkConfigQuery);

import {
  ZIpRestriction,
  ZIpRestrictionList,
  ZStateResponse,
  type ZAddIpRestrictionRequest,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '../../shared/api/client.ts';

const path = '/api/Admin/IpRestrictions';

export const ipRestrictionsQuery = queryOptions({
  queryKey: ['admin', 'ip-restrictions'],
  queryFn: () => apiGet(path, ZIpRestrictionList),
});

export function useAddIpRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: z.output<typeof ZAddIpRestrictionRequest>) =>
      apiPost(path, request, ZIpRestriction),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ipRestrictionsQuery.queryKey }),
  });
}

export function useRemoveIpRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`${path}/${id}`, ZStateResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ipRestrictionsQuery.queryKey }),
  });
}

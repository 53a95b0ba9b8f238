import {
  ZMaintenanceList,
  ZMaintenanceWindow,
  ZStateResponse,
  type ZAddMaintenanceRequest,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '../../shared/api/client.ts';

const path = '/api/Admin/Maintenance';

export const maintenanceQuery = queryOptions({
  queryKey: ['admin', 'maintenance'],
  queryFn: () => apiGet(path, ZMaintenanceList),
});

export function useAddMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: z.output<typeof ZAddMaintenanceRequest>) =>
      apiPost(path, request, ZMaintenanceWindow),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceQuery.queryKey }),
  });
}

/** Cancels a coming window or ends the current one. */
export function useRemoveMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`${path}/${id}`, ZStateResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceQuery.queryKey }),
  });
}

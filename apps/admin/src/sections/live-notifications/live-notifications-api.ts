import {
  ZAdminLiveNotification,
  ZAdminLiveNotificationList,
  ZStateResponse,
  type TSaveLiveNotificationRequest,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../shared/api/client.ts';

const path = '/api/Admin/Content/LiveNotifications';

export const liveNotificationsQuery = queryOptions({
  queryKey: ['admin', 'live-notifications'],
  queryFn: () => apiGet(path, ZAdminLiveNotificationList),
});

export function useSaveLiveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number | null; request: TSaveLiveNotificationRequest }) =>
      id === null
        ? apiPost(path, request, ZAdminLiveNotification)
        : apiPut(`${path}/${id}`, request, ZAdminLiveNotification),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveNotificationsQuery.queryKey }),
  });
}

export function useDeleteLiveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`${path}/${id}`, ZStateResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveNotificationsQuery.queryKey }),
  });
}

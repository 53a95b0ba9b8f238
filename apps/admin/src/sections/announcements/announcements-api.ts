import {
  ZAdminAnnouncement,
  ZAdminAnnouncementList,
  ZStateResponse,
  type TSaveAnnouncementRequest,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../shared/api/client.ts';

const path = '/api/Admin/Content/Announcements';

export const announcementsQuery = queryOptions({
  queryKey: ['admin', 'announcements'],
  queryFn: () => apiGet(path, ZAdminAnnouncementList),
});

/** Creates (id null) or replaces an announcement; the list reloads either way. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: number | null; request: TSaveAnnouncementRequest }) =>
      id === null
        ? apiPost(path, request, ZAdminAnnouncement)
        : apiPut(`${path}/${id}`, request, ZAdminAnnouncement),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsQuery.queryKey }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`${path}/${id}`, ZStateResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsQuery.queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { announcementsKey } from './get-announcements.ts';

/** POST /api/Annoucement/MarkRead: answers the unread count left, which the header shows. */
export const markAnnouncementRead = (id: number) =>
  apiPost<{ Count: number }>('/api/Annoucement/MarkRead', { Id: id });

export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    onSuccess: ({ Count }) => {
      useUserInfo.getState().update({ unreadAnnouncement: Count });
      return queryClient.invalidateQueries({ queryKey: announcementsKey });
    },
  });
}

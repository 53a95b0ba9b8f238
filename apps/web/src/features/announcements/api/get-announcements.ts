import type { TAnnouncementType, TPlayerAnnouncement } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';

export const announcementsKey = ['announcements'] as const;

/** POST /api/Annoucement/GetAnnouncementList: shown announcements, newest first, read marks. */
export const getAnnouncements = (type: TAnnouncementType | null) =>
  apiPost<{ Announcements: TPlayerAnnouncement[] }>(
    '/api/Annoucement/GetAnnouncementList',
    type === null ? {} : { Type: type },
  );

export const announcementsQuery = (type: TAnnouncementType | null) =>
  queryOptions({
    queryKey: [...announcementsKey, type ?? 'all'],
    queryFn: () => getAnnouncements(type),
  });

export const useAnnouncements = (type: TAnnouncementType | null) =>
  useQuery(announcementsQuery(type));

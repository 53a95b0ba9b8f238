import type { TPlayerAnnouncement } from '@lottery/contracts';
import { apiPost } from '../../../shared/api/http-client.ts';

/** POST /api/Annoucement/GetLoginPopups: popup announcements this account has not read. */
export const getLoginPopups = () =>
  apiPost<{ Announcements: TPlayerAnnouncement[] }>('/api/Annoucement/GetLoginPopups');

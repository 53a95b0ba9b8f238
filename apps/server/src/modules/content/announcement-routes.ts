import {
  ZAnnouncementIdRequest,
  ZAnnouncementListRequest,
  ZPlayerAnnouncement,
  ZPlayerAnnouncementList,
  ZUnreadAnnouncementCount,
} from '@lottery/contracts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import type { TContentDeps } from './content-deps.ts';
import {
  countUnreadAnnouncements,
  getPlayerAnnouncement,
  listLoginPopups,
  listPlayerAnnouncements,
  markAnnouncementRead,
} from './player-announcements.ts';

// Paths under /api/Annoucement keep the spec's spelling of its one named call (SPEC §7).
const loggedIn = { tags: ['Content'], access: 'user' } as const;

/** What a player reads: announcements shown now, their read marks, the login popups. */
export function announcementRoutes(deps: TContentDeps) {
  return [
    defineRoute({
      ...loggedIn,
      method: 'POST',
      url: '/api/Annoucement/GetUnreadAnnouncementCount',
      summary: 'How many shown announcements the account has not read (the spec spelling)',
      response: ZUnreadAnnouncementCount,
      handler: async ({ session }) => ({
        Count: await countUnreadAnnouncements(deps, session.userId),
      }),
    }),
    defineRoute({
      ...loggedIn,
      method: 'POST',
      url: '/api/Annoucement/GetAnnouncementList',
      summary: 'Announcements shown now, newest first, optionally of one type, with read marks',
      body: ZAnnouncementListRequest,
      response: ZPlayerAnnouncementList,
      handler: async ({ body, session }) => ({
        Announcements: await listPlayerAnnouncements(deps, session.userId, body.Type),
      }),
    }),
    defineRoute({
      ...loggedIn,
      method: 'POST',
      url: '/api/Annoucement/GetAnnouncementDetail',
      summary: 'One shown announcement',
      body: ZAnnouncementIdRequest,
      response: ZPlayerAnnouncement,
      handler: async ({ body, session }) =>
        unwrap(await getPlayerAnnouncement(deps, session.userId, body.Id)),
    }),
    defineRoute({
      ...loggedIn,
      method: 'POST',
      url: '/api/Annoucement/MarkRead',
      summary: 'Mark an announcement read; answers the unread count left',
      body: ZAnnouncementIdRequest,
      response: ZUnreadAnnouncementCount,
      handler: async ({ body, session }) => ({
        Count: unwrap(await markAnnouncementRead(deps, session.userId, body.Id)),
      }),
    }),
    defineRoute({
      ...loggedIn,
      method: 'POST',
      url: '/api/Annoucement/GetLoginPopups',
      summary: 'Popup announcements not read yet: shown in a dialog after login',
      response: ZPlayerAnnouncementList,
      handler: async ({ session }) => ({
        Announcements: await listLoginPopups(deps, session.userId),
      }),
    }),
  ];
}

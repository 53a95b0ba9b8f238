import {
  ZAdminAnnouncement,
  ZAdminAnnouncementList,
  ZAdminAppDownload,
  ZAdminLiveNotification,
  ZAdminLiveNotificationList,
  ZAdminLogo,
  ZAdminLogoList,
  ZAdminSiteSettings,
  ZIdParams,
  ZSaveAnnouncementRequest,
  ZSaveAppDownloadRequest,
  ZSaveLiveNotificationRequest,
  ZSaveSiteSettingsRequest,
  ZSaveSpeedTestRequest,
  ZSpeedTestConfig,
  ZStateResponse,
  ZUploadLogoRequest,
} from '@lottery/contracts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import type { TContentDeps } from './content-deps.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  listAdminAnnouncements,
  updateAnnouncement,
} from './manage-announcements.ts';
import {
  deleteLiveNotification,
  listAdminLiveNotifications,
  saveLiveNotification,
} from './manage-live-notifications.ts';
import {
  readAppDownload,
  readSiteInfo,
  saveAppDownload,
  saveSiteInfo,
  saveSpeedTest,
} from './manage-site-settings.ts';
import { readSpeedTestConfig } from './speed-test-config.ts';
import { listAdminLogos, uploadLogo } from './upload-logo.ts';
import type { TFileStorage } from './uploads/file-storage.ts';

const tags = ['Admin content'];
// Administrators keep access during maintenance and from blocked addresses (as admin-routes.ts).
const view = { tags, access: 'admin', permission: 'content.view', bypassSiteGuard: true } as const;
const manage = {
  tags,
  access: 'admin',
  permission: 'content.manage',
  bypassSiteGuard: true,
} as const;

/** The back office's content section: announcements, live notices, logos, site settings. */
export function contentAdminRoutes(deps: TContentDeps & { storage: TFileStorage }) {
  return [
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Content/Announcements',
      summary: 'Every announcement with its schedule, flags and read count',
      response: ZAdminAnnouncementList,
      handler: async () => ({ Announcements: await listAdminAnnouncements(deps.db) }),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Content/Announcements',
      summary: 'Post an announcement',
      body: ZSaveAnnouncementRequest,
      response: ZAdminAnnouncement,
      handler: ({ body, session }) => createAnnouncement(deps, session, body),
    }),
    defineRoute({
      ...manage,
      method: 'PUT',
      url: '/api/Admin/Content/Announcements/:id',
      summary: 'Edit an announcement (read marks are kept)',
      params: ZIdParams,
      body: ZSaveAnnouncementRequest,
      response: ZAdminAnnouncement,
      handler: async ({ params, body, session }) =>
        unwrap(await updateAnnouncement(deps, session, params.id, body)),
    }),
    defineRoute({
      ...manage,
      method: 'DELETE',
      url: '/api/Admin/Content/Announcements/:id',
      summary: 'Delete an announcement and its read marks',
      params: ZIdParams,
      response: ZStateResponse,
      handler: async ({ params, session }) => {
        unwrap(await deleteAnnouncement(deps, session, params.id));
        return { State: true };
      },
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Content/LiveNotifications',
      summary: 'Every live notification with its daily windows',
      response: ZAdminLiveNotificationList,
      handler: async () => ({ Notifications: await listAdminLiveNotifications(deps.db) }),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Content/LiveNotifications',
      summary: 'Add a live notification with its daily windows',
      body: ZSaveLiveNotificationRequest,
      response: ZAdminLiveNotification,
      handler: async ({ body, session }) =>
        unwrap(await saveLiveNotification(deps, session, null, body)),
    }),
    defineRoute({
      ...manage,
      method: 'PUT',
      url: '/api/Admin/Content/LiveNotifications/:id',
      summary: 'Replace a live notification and its windows',
      params: ZIdParams,
      body: ZSaveLiveNotificationRequest,
      response: ZAdminLiveNotification,
      handler: async ({ params, body, session }) =>
        unwrap(await saveLiveNotification(deps, session, params.id, body)),
    }),
    defineRoute({
      ...manage,
      method: 'DELETE',
      url: '/api/Admin/Content/LiveNotifications/:id',
      summary: 'Delete a live notification',
      params: ZIdParams,
      response: ZStateResponse,
      handler: async ({ params, session }) => {
        unwrap(await deleteLiveNotification(deps, session, params.id));
        return { State: true };
      },
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Content/Logos',
      summary: 'The image of each logo slot, PC and mobile',
      response: ZAdminLogoList,
      handler: async () => ({ Logos: await listAdminLogos(deps.db) }),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Content/Logos/Upload',
      summary: 'Upload the PC or mobile image of a slot (PNG, JPEG, WebP, GIF, ICO; 512 KB)',
      body: ZUploadLogoRequest,
      response: ZAdminLogo,
      handler: async ({ body, session }) =>
        unwrap(
          await uploadLogo(deps, session, {
            slot: body.Slot,
            device: body.Device,
            bytes: Buffer.from(body.DataBase64, 'base64'),
          }),
        ),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Content/SiteInfo',
      summary: 'Site title, customer service address and time zone',
      response: ZAdminSiteSettings,
      handler: () => readSiteInfo(deps.db),
    }),
    defineRoute({
      ...manage,
      method: 'PUT',
      url: '/api/Admin/Content/SiteInfo',
      summary: 'Change the site title, customer service address or time zone',
      body: ZSaveSiteSettingsRequest,
      response: ZAdminSiteSettings,
      handler: async ({ body, session }) => unwrap(await saveSiteInfo(deps, session, body)),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Content/AppDownload',
      summary: 'App download links and guide',
      response: ZAdminAppDownload,
      handler: () => readAppDownload(deps.db),
    }),
    defineRoute({
      ...manage,
      method: 'PUT',
      url: '/api/Admin/Content/AppDownload',
      summary: 'Change the app download links and guide (an empty link: not offered)',
      body: ZSaveAppDownloadRequest,
      response: ZAdminAppDownload,
      handler: ({ body, session }) => saveAppDownload(deps, session, body),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Content/SpeedTest',
      summary: 'Speed-test addresses and interval',
      response: ZSpeedTestConfig,
      handler: () => readSpeedTestConfig(deps.db),
    }),
    defineRoute({
      ...manage,
      method: 'PUT',
      url: '/api/Admin/Content/SpeedTest',
      summary: 'Change the speed-test addresses and interval',
      body: ZSaveSpeedTestRequest,
      response: ZSpeedTestConfig,
      handler: ({ body, session }) => saveSpeedTest(deps, session, body),
    }),
  ];
}

import { z } from 'zod';
import { ZAnnouncementType } from '../content/announcement-schemas.ts';
import { dayMs } from '../content/live-notify-schemas.ts';
import { plainTextCheck, ZMultilineText, ZText } from '../validation/text.ts';

const ZIsoTime = z.iso.datetime({ offset: true, error: 'format' }).check(plainTextCheck);

// ---- Announcements -------------------------------------------------------------------------

export const ZAdminAnnouncement = z
  .object({
    Id: z.number().int(),
    Type: ZAnnouncementType,
    Title: z.string(),
    Content: z.string(),
    StartTime: z.string().describe('ISO 8601'),
    EndTime: z.string().nullable().describe('ISO 8601; null: shown until disabled'),
    IsPopup: z.boolean(),
    IsEnabled: z.boolean(),
    ReadCount: z.number().int().describe('Accounts that have read it'),
    UpdatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'AdminAnnouncement' });
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

export const ZAdminAnnouncementList = z
  .object({ Announcements: z.array(ZAdminAnnouncement) })
  .meta({ id: 'AdminAnnouncementList' });

export const ZSaveAnnouncementRequest = z
  .object({
    Type: ZAnnouncementType,
    Title: ZText.trim().min(1).max(100),
    Content: ZMultilineText.trim().min(1).max(5000).describe('Plain text, line breaks kept'),
    StartTime: ZIsoTime,
    EndTime: ZIsoTime.nullable(),
    IsPopup: z.boolean(),
    IsEnabled: z.boolean(),
  })
  .refine((a) => a.EndTime === null || Date.parse(a.EndTime) > Date.parse(a.StartTime), {
    error: 'range.order',
    path: ['EndTime'],
  })
  .meta({ id: 'SaveAnnouncementRequest' });
export type TSaveAnnouncementRequest = z.infer<typeof ZSaveAnnouncementRequest>;

// ---- Live notifications ------------------------------------------------------------------------

export const ZAdminLiveNotification = z
  .object({
    Id: z.number().int(),
    GameId: z.number().int(),
    GameCode: z.string(),
    Title: z.string(),
    Content: z.string(),
    NotifyTimes: z.array(z.object({ Start: z.number().int(), End: z.number().int() })),
  })
  .meta({ id: 'AdminLiveNotification' });
export type TAdminLiveNotification = z.infer<typeof ZAdminLiveNotification>;

export const ZAdminLiveNotificationList = z
  .object({ Notifications: z.array(ZAdminLiveNotification) })
  .meta({ id: 'AdminLiveNotificationList' });

export const ZSaveLiveNotificationRequest = z
  .object({
    GameId: z.number().int().min(1).describe('The game whose bet page the notice opens'),
    Title: ZText.trim().min(1).max(100),
    Content: ZText.trim().min(1).max(500),
    NotifyTimes: z
      .array(
        z
          .object({
            Start: z.number().int().min(0).max(dayMs),
            End: z.number().int().min(0).max(dayMs),
          })
          .refine((w) => w.Start < w.End, { error: 'range.order', path: ['End'] }),
      )
      .min(1)
      .max(12)
      .describe('Daily windows in ms since site midnight; one spanning midnight is two windows'),
  })
  .meta({ id: 'SaveLiveNotificationRequest' });
export type TSaveLiveNotificationRequest = z.infer<typeof ZSaveLiveNotificationRequest>;

// ---- Logos ----------------------------------------------------------------------------------

export const logoSlots = [
  'HomePage',
  'SpeedTestPage',
  'RegisterPage',
  'LoginPage',
  'DefaultPlayerHeadImage',
  'Favicon',
] as const;
export const ZLogoSlot = z.enum(logoSlots);
export type TLogoSlot = z.infer<typeof ZLogoSlot>;

export const ZAdminLogo = z
  .object({
    Slot: ZLogoSlot,
    PCFilePath: z.string(),
    MobileFilePath: z.string().nullable().describe('null for the favicon (one image)'),
  })
  .meta({ id: 'AdminLogo' });
export const ZAdminLogoList = z
  .object({ Logos: z.array(ZAdminLogo) })
  .meta({ id: 'AdminLogoList' });

/** Upload limit of one image (bytes): logos are small, and base64 in JSON adds a third. */
export const logoUploadMaxBytes = 512 * 1024;

export const ZUploadLogoRequest = z
  .object({
    Slot: ZLogoSlot,
    Device: z.enum(['PC', 'Mobile']),
    DataBase64: z
      .base64({ error: 'format' })
      .check(plainTextCheck)
      // The decoded size is checked again by the server (UploadTooLarge names the limit).
      .max(Math.ceil(logoUploadMaxBytes / 3) * 4 + 4)
      .describe('The image file, base64; its type is read from its bytes'),
  })
  .meta({ id: 'UploadLogoRequest' });

// ---- Site settings --------------------------------------------------------------------------

export const ZAdminSiteSettings = z
  .object({
    WebSiteTitle: z.string(),
    CustomerServiceUrl: z.string(),
    TimeZone: z.string().describe('IANA zone every time shown is in'),
  })
  .meta({ id: 'AdminSiteSettings' });
export const ZSaveSiteSettingsRequest = z
  .object({
    WebSiteTitle: ZText.trim().min(1).max(60),
    CustomerServiceUrl: ZText.trim().max(300),
    TimeZone: ZText.trim().min(1).max(64),
  })
  .meta({ id: 'SaveSiteSettingsRequest' });

const ZLinkText = ZText.trim().max(300);

export const ZAdminAppDownload = z
  .object({
    Android: z.string().nullable(),
    IOS: z.string().nullable(),
    PC: z.string().nullable(),
    Guide: z.string().nullable().describe('Guide page URL'),
    GuideText: z.string().describe('Installation guide shown on /DownLoadCenterAndAFK'),
  })
  .meta({ id: 'AdminAppDownload' });
export const ZSaveAppDownloadRequest = z
  .object({
    Android: ZLinkText.nullable(),
    IOS: ZLinkText.nullable(),
    PC: ZLinkText.nullable(),
    Guide: ZLinkText.nullable(),
    GuideText: ZMultilineText.trim().max(3000),
  })
  .meta({ id: 'SaveAppDownloadRequest' });

export const ZSpeedTestConfig = z
  .object({
    URLList: z.array(z.string()).describe('Addresses of the site the speed test compares'),
    IntervalInMinute: z.number().int().describe('Minutes between two tests'),
    EnableSwitchURL: z.boolean().describe('The client may switch to the fastest address'),
  })
  .meta({ id: 'SpeedTestConfig' });
export type TSpeedTestConfig = z.infer<typeof ZSpeedTestConfig>;
export const ZSaveSpeedTestRequest = z
  .object({
    URLList: z
      .array(
        z
          .url({ protocol: /^https?$/, error: 'format' })
          .check(plainTextCheck)
          .max(300),
      )
      .max(20),
    IntervalInMinute: z.number().int().min(1).max(1440),
    EnableSwitchURL: z.boolean(),
  })
  .meta({ id: 'SaveSpeedTestRequest' });

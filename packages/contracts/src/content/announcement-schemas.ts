import { z } from 'zod';

/**
 * Announcement types (SPEC §3 names the enumeration, not its codes): the player screen lists
 * announcements by these tabs, and an administrator files each under one.
 */
export const announcementTypes = {
  1: { en: 'Site notice', 'zh-CN': '网站公告' },
  2: { en: 'Promotion', 'zh-CN': '活动公告' },
  3: { en: 'Games', 'zh-CN': '彩种公告' },
  4: { en: 'Maintenance', 'zh-CN': '维护公告' },
} as const;
export type TAnnouncementType = keyof typeof announcementTypes;
export const announcementTypeIds = [1, 2, 3, 4] as const satisfies readonly TAnnouncementType[];

export const ZAnnouncementType = z
  .union(announcementTypeIds.map((id) => z.literal(id)))
  .describe('1 site notice, 2 promotion, 3 games, 4 maintenance');

/** One announcement as a player reads it; Content is plain text (line breaks kept, no markup). */
export const ZPlayerAnnouncement = z
  .object({
    Id: z.number().int(),
    Type: ZAnnouncementType,
    Title: z.string(),
    Content: z.string().describe('Plain text; clients show it as text, never as HTML'),
    StartTime: z.number().int().describe('Shown from, epoch ms'),
    IsPopup: z.boolean().describe('Shown in a dialog after login until read'),
    IsRead: z.boolean(),
  })
  .meta({ id: 'PlayerAnnouncement' });
export type TPlayerAnnouncement = z.infer<typeof ZPlayerAnnouncement>;

export const ZAnnouncementListRequest = z
  .object({ Type: ZAnnouncementType.optional().describe('Only this type; all when absent') })
  .meta({ id: 'AnnouncementListRequest' });

export const ZPlayerAnnouncementList = z
  .object({ Announcements: z.array(ZPlayerAnnouncement) })
  .meta({ id: 'PlayerAnnouncementList' });

export const ZAnnouncementIdRequest = z
  .object({ Id: z.number().int().min(1) })
  .meta({ id: 'AnnouncementIdRequest' });

export const ZUnreadCountResponse = z
  .object({ Count: z.number().int().min(0).describe('Unread announcements left') })
  .meta({ id: 'UnreadCountResponse' });

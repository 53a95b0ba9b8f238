import { z } from 'zod';

/** Milliseconds in a day (SPEC §9): the range of a window's Start and End. */
export const dayMs = 86_400_000;

export const ZNotifyTime = z
  .object({
    Start: z
      .number()
      .int()
      .min(0)
      .max(dayMs)
      .describe('Window start: ms since local midnight (Asia/Shanghai, the site time zone)'),
    End: z
      .number()
      .int()
      .min(0)
      .max(dayMs)
      .describe('Window end, after Start: ms since local midnight; a window never spans midnight'),
  })
  .meta({ id: 'NotifyTime' });

export const ZLiveNotification = z
  .object({
    GameId: z.number().int().describe('Lottery game the notice links to (its bet page)'),
    GameCode: z.string(),
    Title: z.string(),
    Content: z.string(),
    NotifyTimes: z
      .array(ZNotifyTime)
      .describe('Daily windows, by start; shown while the local time is inside one'),
  })
  .meta({ id: 'LiveNotification' });
export type TLiveNotification = z.infer<typeof ZLiveNotification>;

export const ZLiveNotificationList = z
  .array(ZLiveNotification)
  .meta({ id: 'LiveNotificationList' });

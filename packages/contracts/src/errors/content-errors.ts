import { defineError as define, type TErrorDefinition } from './define-error.ts';

/** The content section of the back office and the announcement reading routes (61xx). */
export const contentErrors = {
  AnnouncementNotFound: define(6101, 404, 'No such announcement', '没有这条公告'),
  LiveNotificationNotFound: define(6102, 404, 'No such live notification', '没有这条直播通知'),
  /** The upload's bytes are not one of the accepted image formats, whatever its name says. */
  UploadTypeRefused: define(
    6103,
    415,
    'The file is not a PNG, JPEG, WebP, GIF or ICO image',
    '文件不是 PNG、JPEG、WebP、GIF 或 ICO 图片',
  ),
  UploadTooLarge: define(
    6104,
    413,
    'The image is larger than {limitKb} KB',
    '图片超过 {limitKb} KB',
  ),
  /** The favicon slot has one image for every device. */
  LogoSlotHasNoMobile: define(
    6105,
    400,
    'The favicon has no separate mobile image',
    '网站图标没有单独的手机版图片',
  ),
  LiveNotificationWindowsOverlap: define(
    6106,
    400,
    'The daily windows of a notification must not overlap',
    '同一通知的每日时段不能重叠',
  ),
  UnknownTimeZone: define(6107, 400, 'Unknown time zone {zone}', '未知时区 {zone}'),
} as const satisfies Record<string, TErrorDefinition>;

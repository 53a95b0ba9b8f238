import { defineError as define } from './define-error.ts';

/**
 * Chat moderation and bet shares (issue #22: mutes, bans, link rules, ShareBet; codes
 * 8830-8849). Like every chat code, none is a 401 or 403: a muted or banned player keeps their
 * session.
 */
export const chatModerationErrors = {
  ChatSenderMuted: define(
    8830,
    409,
    'You are muted here until {until} (UTC)',
    '您在此处已被禁言，至 {until}（UTC）',
  ),
  ChatSenderMutedUntilLifted: define(
    8831,
    409,
    'You are muted here until customer service lifts it',
    '您在此处已被禁言，解除前无法发言',
  ),
  ChatLinkNotAllowed: define(
    8832,
    409,
    'Links are not allowed in this room',
    '此聊天室不允许发送链接',
  ),
  ChatPlayerNotFound: define(8833, 404, 'No player has this login ID', '没有该登录账号的玩家'),
  ChatRestrictionNotFound: define(
    8834,
    404,
    'No such mute or ban, or it was already lifted',
    '该禁言或封禁不存在或已解除',
  ),
  ChatAlreadyBanned: define(
    8835,
    409,
    'This player is already banned from this room',
    '该玩家已被此聊天室封禁',
  ),
  ChatAdminRoomNotFound: define(8836, 404, 'No such chat room', '聊天室不存在'),
  ChatBannedFromRoom: define(8837, 409, 'You were removed from a chat room', '您已被移出聊天室'),
  ChatTicketNotFound: define(8838, 404, 'You have no such ticket to share', '您没有可分享的该注单'),
  ChatBetShareTooLarge: define(
    8839,
    400,
    'This ticket has too many numbers to share in chat',
    '该注单号码过多，无法在聊天中分享',
  ),
  ChatImageTooLarge: define(
    8840,
    400,
    'An image in chat is at most {limitKb} KB',
    '聊天图片不能超过 {limitKb} KB',
  ),
  ChatImageTypeRefused: define(
    8841,
    400,
    'Send a PNG, JPEG, WebP or GIF image',
    '请发送 PNG、JPEG、WebP 或 GIF 图片',
  ),
  ChatImageNotFound: define(8842, 404, 'Upload the image first', '请先上传图片'),
} as const;

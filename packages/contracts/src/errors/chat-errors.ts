import { defineError as define } from './define-error.ts';

/**
 * Chat (issue #22, codes 8800-8899). Every refusal leaves the session alive, so none is a 401 or
 * 403 (the player app ends the session on those, SPEC §8). Over the hub a refusal reaches the
 * caller as the invocation's error, whose text is this catalogue body as JSON.
 */
export const chatErrors = {
  ChatRoomNotFound: define(
    8801,
    404,
    'This chat room does not exist or you are not in it',
    '聊天室不存在或您不在该聊天室中',
  ),
  ChatDisabled: define(
    8802,
    409,
    'Chat is disabled on your account; contact customer service',
    '您的账户已被禁止聊天，请联系客服',
  ),
  ChatRoomReadOnly: define(
    8803,
    409,
    'Only the room managers can post in this room',
    '该聊天室仅管理员可以发言',
  ),
  ChatMessageTooLong: define(
    8804,
    400,
    'A message holds at most {maxLength} characters',
    '消息最多 {maxLength} 个字符',
  ),
  ChatMessageEmpty: define(8805, 400, 'Write a message first', '请输入消息内容'),
  ChatSenderRateLimited: define(
    8806,
    429,
    'You are sending too fast; try again in {retryAfterSeconds} s',
    '发言过于频繁，请 {retryAfterSeconds} 秒后再试',
  ),
  ChatRoomRateLimited: define(
    8807,
    429,
    'This room is very busy; try again in a moment',
    '聊天室消息过多，请稍后再试',
  ),
  ChatMessageNotFound: define(8808, 404, 'No such message', '消息不存在'),
  ChatMessageAlreadyRemoved: define(8809, 409, 'The message was already removed', '该消息已被删除'),
} as const;

import { defineError as define } from './define-error.ts';

/**
 * Group, site-group and tutor rooms (issue #22, codes 8810-8829). Like every chat refusal these
 * keep the session, so none is a 401 or 403; a room the caller is not in stays ChatRoomNotFound.
 */
export const chatGroupErrors = {
  ChatSiteGroupDisabled: define(
    8810,
    409,
    'Site group rooms are not open on this site',
    '本站未开放官方群',
  ),
  ChatRoomActionNotAllowed: define(
    8811,
    409,
    'Your role in this room does not allow this',
    '您在该聊天室的身份不能进行此操作',
  ),
  ChatMemberNotContact: define(
    8812,
    409,
    'You can add only people you share a group room with, your agent or your direct members',
    '只能添加与您同在群聊中的人、您的上级代理或您的直属下级',
  ),
  ChatOwnerCannotLeave: define(
    8813,
    409,
    'The owner of a group cannot leave or be removed from it',
    '群主不能退出或被移出群聊',
  ),
  ChatMemberNotFound: define(8814, 404, 'This person is not in the room', '该用户不在此聊天室中'),
  ChatTutorsOnly: define(8815, 409, 'Only the tutors post in this room', '该聊天室仅导师可以发言'),
  ChatGroupTooLarge: define(
    8816,
    409,
    'A group room holds at most {maxMembers} members',
    '群聊最多 {maxMembers} 人',
  ),
  ChatPinnedMessageNotFound: define(
    8817,
    404,
    'No such message in this room',
    '该聊天室中没有这条消息',
  ),
  ChatSiteRoomNotFound: define(
    8818,
    404,
    'No such site group or tutor room',
    '官方群或导师群不存在',
  ),
  ChatUserNotFound: define(8819, 404, 'No such account', '账户不存在'),
} as const;

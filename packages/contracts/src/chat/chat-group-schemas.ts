import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import {
  ZChatMessage,
  ZChatMessageCursor,
  ZChatMessageId,
  ZChatRoom,
  ZChatRoomId,
} from './chat-schemas.ts';

/**
 * Group, site-group and tutor rooms over the hub (SPEC §7 "Group rooms", "Site group rooms").
 * Each method takes one object and answers one; a refusal is the catalogue body (88xx). Events go
 * to the room's hub group; a member added or removed also hears it on their own user group, so
 * every device of theirs learns of the room.
 */

/** The most members a group room holds (its owner included). */
export const chatGroupMaxMembers = 200;

const ZUserId = z.number().int().min(1).max(2_147_483_647).describe('An account id');
const ZRoomName = ZText.trim().min(1, { error: 'required' }).max(30).describe('Shown as text');
const ZAnnouncement = ZText.trim().max(500).describe('Shown as text; empty: none');

/** Roles a group's owner gives (the owner is the creator; tutors are site-assigned). */
export const chatGroupAssignableRoles = ['member', 'manager'] as const;

export const ZChatRoomMember = z
  .object({
    UserId: ZUserId,
    NickName: z.string().describe('Shown as text'),
    Role: z.enum(['member', 'manager', 'owner', 'tutor']),
  })
  .meta({ id: 'ChatRoomMember' });
export type TChatRoomMember = z.output<typeof ZChatRoomMember>;

export const ZCreateGroupRoomRequest = z
  .object({
    Name: ZRoomName,
    MemberIds: z
      .array(ZUserId)
      .max(chatGroupMaxMembers - 1)
      .default([])
      .describe(
        'Besides the caller (the owner): people who share a group, site-group or tutor room with ' +
          'the caller, the caller’s agent, or the caller’s direct members',
      ),
  })
  .meta({ id: 'CreateGroupRoomRequest' });
export type TCreateGroupRoomRequest = z.output<typeof ZCreateGroupRoomRequest>;

/** CreateGroupRoom answers the new room as GetInitialData shows it; members get ChatRoomAdded. */
export const ZCreateGroupRoomResult = ZChatRoom;

export const ZGroupRoomMembersRequest = z
  .object({
    RoomId: ZChatRoomId,
    UserIds: z
      .array(ZUserId)
      .min(1)
      .max(chatGroupMaxMembers - 1)
      .describe('Same rule as creation'),
  })
  .meta({ id: 'GroupRoomMembersRequest' });
export type TGroupRoomMembersRequest = z.output<typeof ZGroupRoomMembersRequest>;

export const ZGroupRoomMemberRequest = z
  .object({ RoomId: ZChatRoomId, UserId: ZUserId })
  .meta({ id: 'GroupRoomMemberRequest' });
export type TGroupRoomMemberRequest = z.output<typeof ZGroupRoomMemberRequest>;

export const ZChatRoomRequest = z.object({ RoomId: ZChatRoomId }).meta({ id: 'ChatRoomRequest' });

export const ZRenameRoomRequest = z
  .object({ RoomId: ZChatRoomId, Name: ZRoomName })
  .meta({ id: 'RenameRoomRequest' });

export const ZSetRoomReadOnlyRequest = z
  .object({
    RoomId: ZChatRoomId,
    IsReadOnly: z.boolean().describe('Read-only: only managers and the owner post'),
  })
  .meta({ id: 'SetRoomReadOnlyRequest' });

export const ZSetRoomAnnouncementRequest = z
  .object({ RoomId: ZChatRoomId, Announcement: ZAnnouncement })
  .meta({ id: 'SetRoomAnnouncementRequest' });

export const ZSetRoomMemberRoleRequest = z
  .object({
    RoomId: ZChatRoomId,
    UserId: ZUserId,
    Role: z.enum(chatGroupAssignableRoles).describe('The owner makes a member a manager or back'),
  })
  .meta({ id: 'SetRoomMemberRoleRequest' });

/** Answer of the group operations that change one thing: the room id and that it is done. */
export const ZChatRoomChanged = z.object({ RoomId: ZChatRoomId }).meta({ id: 'ChatRoomChanged' });

/** GetSiteGroupRooms (no argument): the site's open site-group and tutor rooms. */
export const ZSiteGroupRooms = z
  .object({
    Rooms: z.array(
      z.object({
        Id: ZChatRoomId,
        Kind: z.enum(['site_group', 'tutor']),
        Name: z.string(),
        Announcement: z.string(),
        MemberCount: z.number().int(),
        IsEntered: z.boolean().describe('I am a member (ReEnterSiteGroupRoom rejoins it)'),
      }),
    ),
  })
  .meta({ id: 'SiteGroupRooms' });
export type TSiteGroupRooms = z.output<typeof ZSiteGroupRooms>;

/** EnterSiteGroupRoom and ReEnterSiteGroupRoom answer the room as GetInitialData shows it. */
export const ZEnterSiteGroupRoomResult = ZChatRoom;

export const ZRoomMembersPageRequest = z
  .object({
    RoomId: ZChatRoomId,
    NickName: ZText.trim().max(30).optional().describe('Search: nick names containing this'),
    AfterNickName: ZText.max(100).optional().describe('Keyset: the last row of the page before'),
    AfterUserId: z.number().int().min(0).optional(),
    Count: z.number().int().min(1).max(100).default(50),
  })
  .meta({ id: 'RoomMembersPageRequest' });
export type TRoomMembersPageRequest = z.output<typeof ZRoomMembersPageRequest>;

export const ZRoomMembersPage = z
  .object({
    RoomId: ZChatRoomId,
    Members: z.array(ZChatRoomMember).describe('By nick name, then account id'),
    HasMore: z.boolean().describe('More after the last one: ask again with its nick name and id'),
    OnlineUserIds: z
      .array(ZUserId)
      .describe(
        'Those of this page online in the room now (a connection of theirs entered it); ' +
          'ChangeOnlineState tells of later changes',
      ),
  })
  .meta({ id: 'RoomMembersPage' });
export type TRoomMembersPage = z.output<typeof ZRoomMembersPage>;

export const ZPinMessageRequest = z
  .object({
    RoomId: ZChatRoomId,
    MessageId: ZChatMessageCursor.describe('The message to pin (one per room); 0: unpin'),
  })
  .meta({ id: 'PinMessageRequest' });

export const ZRoomMessageRequest = z
  .object({ RoomId: ZChatRoomId, MessageId: ZChatMessageId })
  .meta({ id: 'RoomMessageRequest' });
export type TRoomMessageRequest = z.output<typeof ZRoomMessageRequest>;

/** Event ChatRoomAdded, to the added member's user group: the room as GetInitialData shows it. */
export const ZChatRoomAddedEvent = ZChatRoom;

/** Event EnterSiteGroupRoom, to my user group: I entered a site room on another device. */
export const ZEnterSiteGroupRoomEvent = ZChatRoom;

/** Event ChatRoomRemoved, to the member's user group: drop the room (removed or left). */
export const ZChatRoomRemovedEvent = z
  .object({
    RoomId: ZChatRoomId,
    Reason: z.enum(['removed', 'left']).describe('Removed by a manager, or left by the member'),
  })
  .meta({ id: 'ChatRoomRemovedEvent' });
export type TChatRoomRemovedEvent = z.output<typeof ZChatRoomRemovedEvent>;

export const ZChatRoomRenamedEvent = z
  .object({ RoomId: ZChatRoomId, Name: z.string().describe('Shown as text') })
  .meta({ id: 'ChatRoomRenamedEvent' });

export const ZChatRoomMembersChangedEvent = z
  .object({
    RoomId: ZChatRoomId,
    Added: z.array(ZChatRoomMember),
    RemovedUserIds: z.array(ZUserId),
    MemberCount: z.number().int(),
  })
  .meta({ id: 'ChatRoomMembersChangedEvent' });
export type TChatRoomMembersChangedEvent = z.output<typeof ZChatRoomMembersChangedEvent>;

export const ZChatRoomAnnouncementEvent = z
  .object({ RoomId: ZChatRoomId, Announcement: z.string().describe('Shown as text') })
  .meta({ id: 'ChatRoomAnnouncementEvent' });

export const ZChatRoomReadOnlyEvent = z
  .object({ RoomId: ZChatRoomId, IsReadOnly: z.boolean() })
  .meta({ id: 'ChatRoomReadOnlyEvent' });

export const ZChatRoomRoleEvent = z
  .object({ RoomId: ZChatRoomId, UserId: ZUserId, Role: ZChatRoomMember.shape.Role })
  .meta({ id: 'ChatRoomRoleEvent' });

/** Event UpdatePinMessage, to the room: its pinned message, or null once unpinned. */
export const ZUpdatePinMessageEvent = z
  .object({ RoomId: ZChatRoomId, Message: ZChatMessage.nullable() })
  .meta({ id: 'UpdatePinMessageEvent' });
export type TUpdatePinMessageEvent = z.output<typeof ZUpdatePinMessageEvent>;

/** Event ClearHistoryMessage, to the room: messages up to the id are hidden for everyone. */
export const ZClearHistoryMessageEvent = z
  .object({
    RoomId: ZChatRoomId,
    ClearedThroughMessageId: ZChatMessageCursor,
    ClearedAt: z.number().int().describe('Epoch ms'),
  })
  .meta({ id: 'ClearHistoryMessageEvent' });
export type TClearHistoryMessageEvent = z.output<typeof ZClearHistoryMessageEvent>;

/** The group and site-group methods; spread into chatHubMethods. */
export const chatGroupHubMethods = {
  createGroupRoom: 'CreateGroupRoom',
  addGroupRoomMembers: 'AddGroupRoomMembers',
  removeGroupRoomMember: 'RemoveGroupRoomMember',
  leaveGroupRoom: 'LeaveGroupRoom',
  renameRoom: 'RenameRoom',
  setRoomReadOnly: 'SetRoomReadOnly',
  setRoomAnnouncement: 'SetRoomAnnouncement',
  setRoomMemberRole: 'SetRoomMemberRole',
  getSiteGroupRooms: 'GetSiteGroupRooms',
  enterSiteGroupRoom: 'EnterSiteGroupRoom',
  reEnterSiteGroupRoom: 'ReEnterSiteGroupRoom',
  leaveSiteGroupRoom: 'LeaveSiteGroupRoom',
  getRoomMembers: 'GetRoomMembers',
  pinMessage: 'PinMessage',
  clearRoomHistory: 'ClearRoomHistory',
  removeRoomMessage: 'RemoveRoomMessage',
} as const;

/** The group and site-group events; spread into chatHubEvents. */
export const chatGroupHubEvents = {
  chatRoomAdded: 'ChatRoomAdded',
  chatRoomRemoved: 'ChatRoomRemoved',
  chatRoomRenamed: 'ChatRoomRenamed',
  chatRoomMembersChanged: 'ChatRoomMembersChanged',
  chatRoomAnnouncement: 'ChatRoomAnnouncement',
  chatRoomReadOnly: 'ChatRoomReadOnly',
  chatRoomRole: 'ChatRoomRole',
  enterSiteGroupRoom: 'EnterSiteGroupRoom',
  updatePinMessage: 'UpdatePinMessage',
  clearHistoryMessage: 'ClearHistoryMessage',
} as const;

import {
  chatHubMethods,
  ZChatRoom,
  ZChatRoomChanged,
  ZClearHistoryMessageEvent,
  ZRemoveChatMessageEvent,
  ZRoomMembersPage,
  ZSiteGroupRooms,
  ZUpdatePinMessageEvent,
  type TRoomMembersPageRequest,
} from '@lottery/contracts';
import type { THubClient } from '../../../shared/realtime/hub-client.ts';
import { call } from './chat-hub-api.ts';

/**
 * The group-room and site-group methods of /Hub (SPEC §7, contracts chat-group-schemas.ts) the
 * player app calls: creating and keeping a group, the site's rooms, members, and the staff's
 * pin, clear and remove. Each answer is read through its schema.
 */
export function groupHubApi(hub: THubClient) {
  const changed = (method: string, argument: object) =>
    call(hub, method, ZChatRoomChanged, argument);
  return {
    createGroupRoom: (name: string, memberIds: readonly number[]) =>
      call(hub, chatHubMethods.createGroupRoom, ZChatRoom, { Name: name, MemberIds: memberIds }),
    addMembers: (roomId: number, userIds: readonly number[]) =>
      changed(chatHubMethods.addGroupRoomMembers, { RoomId: roomId, UserIds: userIds }),
    removeMember: (roomId: number, userId: number) =>
      changed(chatHubMethods.removeGroupRoomMember, { RoomId: roomId, UserId: userId }),
    leaveGroup: (roomId: number) => changed(chatHubMethods.leaveGroupRoom, { RoomId: roomId }),
    rename: (roomId: number, name: string) =>
      changed(chatHubMethods.renameRoom, { RoomId: roomId, Name: name }),
    setReadOnly: (roomId: number, isReadOnly: boolean) =>
      changed(chatHubMethods.setRoomReadOnly, { RoomId: roomId, IsReadOnly: isReadOnly }),
    setAnnouncement: (roomId: number, announcement: string) =>
      changed(chatHubMethods.setRoomAnnouncement, { RoomId: roomId, Announcement: announcement }),
    setRole: (roomId: number, userId: number, role: 'member' | 'manager') =>
      changed(chatHubMethods.setRoomMemberRole, { RoomId: roomId, UserId: userId, Role: role }),
    getSiteRooms: () => call(hub, chatHubMethods.getSiteGroupRooms, ZSiteGroupRooms),
    enterSiteRoom: (roomId: number) =>
      call(hub, chatHubMethods.enterSiteGroupRoom, ZChatRoom, { RoomId: roomId }),
    reEnterSiteRoom: (roomId: number) =>
      call(hub, chatHubMethods.reEnterSiteGroupRoom, ZChatRoom, { RoomId: roomId }),
    leaveSiteRoom: (roomId: number) =>
      changed(chatHubMethods.leaveSiteGroupRoom, { RoomId: roomId }),
    getMembers: (request: Partial<TRoomMembersPageRequest> & { RoomId: number }) =>
      call(hub, chatHubMethods.getRoomMembers, ZRoomMembersPage, request),
    /** Pins the message; 0 unpins. */
    pin: (roomId: number, messageId: number) =>
      call(hub, chatHubMethods.pinMessage, ZUpdatePinMessageEvent, {
        RoomId: roomId,
        MessageId: messageId,
      }),
    clearRoom: (roomId: number) =>
      call(hub, chatHubMethods.clearRoomHistory, ZClearHistoryMessageEvent, { RoomId: roomId }),
    removeMessage: (roomId: number, messageId: number) =>
      call(hub, chatHubMethods.removeRoomMessage, ZRemoveChatMessageEvent, {
        RoomId: roomId,
        MessageId: messageId,
      }),
  };
}

export type TGroupHubApi = ReturnType<typeof groupHubApi>;

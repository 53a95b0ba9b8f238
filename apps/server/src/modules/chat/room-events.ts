import {
  chatHubEvents as events,
  type TChatRoom,
  type TChatRoomMembersChangedEvent,
  type TChatRoomRemovedEvent,
  type TUpdatePinMessageEvent,
} from '@lottery/contracts';
import { hubGroups } from '../../hub/hub-groups.ts';
import { unwrapForHub } from '../../hub/hub-refusal.ts';
import type { TRealtime } from '../../hub/realtime.ts';
import type { TChatDeps } from './chat-deps.ts';
import { roomStateOf } from './initial-data.ts';
import { findMember, memberCount, memberIds } from './room-members.ts';
import { findMembership } from './room-membership.ts';
import type { TRoomConnections } from './room-connections.ts';

/**
 * What the hub and the admin routes tell after a room change commits. Order matters: a member
 * leaves the room's hub group before the room hears of it (so the removed hear nothing more),
 * and an added one joins before (so they miss nothing said after).
 */
export function roomEvents(
  realtime: Pick<TRealtime, 'toGroup'>,
  deps: TChatDeps,
  rooms: TRoomConnections,
) {
  const room = (roomId: number, event: string, payload: unknown) =>
    realtime.toGroup(hubGroups.chatRoom(roomId), event, payload);
  const toUser = (userId: number, event: string, payload: unknown) =>
    realtime.toGroup(hubGroups.user(userId), event, payload);

  /** The room as the member's GetInitialData would show it (online: this instance's count). */
  const stateFor = async (userId: number, roomId: number): Promise<TChatRoom> => {
    const membership = unwrapForHub(await findMembership(deps.db, userId, roomId));
    const state = await roomStateOf(deps.db, userId, membership);
    return { ...state, OnlineCount: rooms.onlineAmong(await memberIds(deps.db, roomId)) };
  };

  return {
    room,
    stateFor,
    async membersAdded(roomId: number, userIds: readonly number[]) {
      for (const userId of userIds) {
        await rooms.join(userId, roomId);
        await toUser(userId, events.chatRoomAdded, await stateFor(userId, roomId));
      }
    },
    async membersLeft(
      roomId: number,
      userIds: readonly number[],
      reason: TChatRoomRemovedEvent['Reason'],
    ) {
      for (const userId of userIds) {
        await rooms.leave(userId, roomId);
        const event: TChatRoomRemovedEvent = { RoomId: roomId, Reason: reason };
        await toUser(userId, events.chatRoomRemoved, event);
      }
    },
    /** A site room's new member, told to the room (the member's own devices know already). */
    async memberJoined(roomId: number, userId: number) {
      const member = unwrapForHub(await findMember(deps.db, roomId, userId));
      const event: TChatRoomMembersChangedEvent = {
        RoomId: roomId,
        Added: [member],
        RemovedUserIds: [],
        MemberCount: await memberCount(deps.db, roomId),
      };
      await room(roomId, events.chatRoomMembersChanged, event);
    },
    async unpinned(roomId: number) {
      const event: TUpdatePinMessageEvent = { RoomId: roomId, Message: null };
      await room(roomId, events.updatePinMessage, event);
    },
  };
}

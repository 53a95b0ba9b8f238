import type { TChatRoom } from '@lottery/contracts';
import { useMemo } from 'react';
import { useCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { groupHubApi, type TGroupHubApi } from '../api/group-hub-api.ts';
import {
  addRoom,
  clearRoomThrough,
  dropRoom,
  patchRoom,
  removeMessage,
} from '../logic/chat-rooms.ts';
import { updateRooms } from '../store/chat-store.ts';
import { attempt } from './chat-actions.ts';

/**
 * The group and site-group actions: each answer goes into the store at once. The room's events
 * bring the same change to every member (and to this client again, which changes nothing), so
 * the screen does not wait on them.
 */
export function groupActions(api: TGroupHubApi) {
  const keepRoom = (room: TChatRoom) => updateRooms((rooms) => addRoom(rooms, room));
  return {
    api,
    /** Answers the new room's id too, so the screen opens it. */
    createGroup: async (name: string, memberIds: readonly number[]) => {
      const made: { room?: TChatRoom } = {};
      const outcome = await attempt(async () => {
        made.room = await api.createGroupRoom(name, memberIds);
        keepRoom(made.room);
      });
      return { outcome, roomId: made.room?.Id ?? null };
    },
    addMembers: (roomId: number, userIds: readonly number[]) =>
      attempt(async () => void (await api.addMembers(roomId, userIds))),
    removeMember: (roomId: number, userId: number) =>
      attempt(async () => void (await api.removeMember(roomId, userId))),
    setRole: (roomId: number, userId: number, role: 'member' | 'manager') =>
      attempt(async () => void (await api.setRole(roomId, userId, role))),
    leave: (roomId: number, isSiteRoom: boolean) =>
      attempt(async () => {
        await (isSiteRoom ? api.leaveSiteRoom(roomId) : api.leaveGroup(roomId));
        updateRooms((rooms) => dropRoom(rooms, roomId));
      }),
    rename: (roomId: number, name: string) =>
      attempt(async () => {
        await api.rename(roomId, name);
        updateRooms((rooms) => patchRoom(rooms, roomId, { Name: name.trim() }));
      }),
    setAnnouncement: (roomId: number, announcement: string) =>
      attempt(async () => {
        await api.setAnnouncement(roomId, announcement);
        updateRooms((rooms) => patchRoom(rooms, roomId, { Announcement: announcement.trim() }));
      }),
    setReadOnly: (roomId: number, isReadOnly: boolean) =>
      attempt(async () => {
        await api.setReadOnly(roomId, isReadOnly);
        updateRooms((rooms) => patchRoom(rooms, roomId, { IsReadOnly: isReadOnly }));
      }),
    /** Enters a site room, or (already a member) brings this connection back into it. */
    enterSiteRoom: (roomId: number, isEntered: boolean) =>
      attempt(async () =>
        keepRoom(await (isEntered ? api.reEnterSiteRoom(roomId) : api.enterSiteRoom(roomId))),
      ),
    /** Pins the message; 0 unpins. */
    pin: (roomId: number, messageId: number) =>
      attempt(async () => {
        const answer = await api.pin(roomId, messageId);
        updateRooms((rooms) => patchRoom(rooms, roomId, { PinnedMessage: answer.Message }));
      }),
    removeMessage: (roomId: number, messageId: number) =>
      attempt(async () => {
        await api.removeMessage(roomId, messageId);
        updateRooms((rooms) => removeMessage(rooms, roomId, messageId));
      }),
    clearRoom: (roomId: number) =>
      attempt(async () => {
        const answer = await api.clearRoom(roomId);
        updateRooms((rooms) => clearRoomThrough(rooms, roomId, answer.ClearedThroughMessageId));
      }),
  };
}

export type TGroupActions = ReturnType<typeof groupActions>;

/** The group actions over the current connection; null before it exists. */
export function useGroupActions(): TGroupActions | null {
  const hub = useCurrentHub((s) => s.hub);
  return useMemo(() => (hub ? groupActions(groupHubApi(hub)) : null), [hub]);
}

import type { TChatMemberRole } from '@lottery/contracts';
import type { TChatRooms, TRoomState } from './chat-rooms.ts';

/** Roles that post in a read-only room (the server's rule, as the room view applies it). */
const postsWhenReadOnly: readonly TChatMemberRole[] = ['manager', 'owner', 'tutor'];

/** Whether I may post in a room by its settings: in a tutor room only tutors, read-only or not. */
export function canPostIn({ room }: TRoomState): boolean {
  if (room.Kind === 'tutor') return room.MyRole === 'tutor';
  return !room.IsReadOnly || postsWhenReadOnly.includes(room.MyRole);
}

/** The rooms a ticket can be shared in, in the list's order. */
export const roomsToShareIn = (
  roomIds: TChatRooms['roomIds'],
  rooms: TChatRooms['rooms'],
): TRoomState[] =>
  roomIds.flatMap((id) => {
    const held = rooms[id];
    return held && canPostIn(held) ? [held] : [];
  });

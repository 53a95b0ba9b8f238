/**
 * Who is online in each room: the members with a connection in the room's hub group. This
 * instance's connections only: the site's figure across instances (through the presence store,
 * as hub/presence does for players) comes with ChangeOnlineState.
 */
export interface TRoomPresence {
  enter(connectionId: string, userId: number, roomIds: readonly number[]): void;
  leave(connectionId: string): void;
  onlineCount(roomId: number): number;
}

export function trackRoomPresence(): TRoomPresence {
  const roomsOf = new Map<string, { userId: number; roomIds: Set<number> }>();
  // Per room: connections per user, so a second device does not count twice.
  const rooms = new Map<number, Map<number, number>>();

  const add = (roomId: number, userId: number, by: number) => {
    const users = rooms.get(roomId) ?? new Map<number, number>();
    rooms.set(roomId, users);
    const connections = (users.get(userId) ?? 0) + by;
    if (connections > 0) users.set(userId, connections);
    else users.delete(userId);
    if (users.size === 0) rooms.delete(roomId);
  };

  return {
    enter(connectionId, userId, roomIds) {
      const entry = roomsOf.get(connectionId) ?? { userId, roomIds: new Set<number>() };
      roomsOf.set(connectionId, entry);
      for (const roomId of roomIds) {
        if (entry.roomIds.has(roomId)) continue;
        entry.roomIds.add(roomId);
        add(roomId, userId, 1);
      }
    },
    leave(connectionId) {
      const entry = roomsOf.get(connectionId);
      if (!entry) return;
      roomsOf.delete(connectionId);
      for (const roomId of entry.roomIds) add(roomId, entry.userId, -1);
    },
    onlineCount: (roomId) => rooms.get(roomId)?.size ?? 0,
  };
}

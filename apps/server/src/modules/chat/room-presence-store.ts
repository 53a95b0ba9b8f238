import type { TChangeOnlineStateEvent } from '@lottery/contracts';

/** A member came online or went offline in a room (one change of a ChangeOnlineState event). */
export type TOnlineChange = Omit<TChangeOnlineStateEvent, 'Changes'>;

/**
 * Who is online in each chat room, across server instances (Redis when REDIS_URL is set, this
 * process's memory otherwise). A member is online in a room while any of their connections, on
 * any instance, has entered it; each operation answers the rooms whose member changed state, so
 * the caller tells those rooms. An instance's entries outlive it by at most `ttlMs` after its
 * last refresh: a crashed instance's connections leave at the next refresh of another.
 */
export interface TRoomPresenceStore {
  /** Records the connection in `newRoomIds` too (every room it has entered is `allRoomIds`). */
  enter(
    instanceId: string,
    connection: {
      connectionId: string;
      userId: number;
      newRoomIds: readonly number[];
      allRoomIds: readonly number[];
    },
  ): Promise<TOnlineChange[]>;
  /** Removes the connection from every room it entered. */
  leave(instanceId: string, connectionId: string): Promise<TOnlineChange[]>;
  /**
   * Removes the connection from `roomIds` only (its member left them); `allRoomIds` are the rooms
   * it stays in.
   */
  leaveRooms(
    instanceId: string,
    connection: {
      connectionId: string;
      userId: number;
      roomIds: readonly number[];
      allRoomIds: readonly number[];
    },
  ): Promise<TOnlineChange[]>;
  onlineCounts(roomIds: readonly number[]): Promise<number[]>;
  /** Those of `userIds` online in the room now, in the order given. */
  onlineAmong(roomId: number, userIds: readonly number[]): Promise<number[]>;
  /** Keeps this instance's entries alive; clears those of instances that stopped refreshing. */
  refresh(instanceId: string, ttlMs: number): Promise<TOnlineChange[]>;
  close(): Promise<void>;
}

/** One process's store: the instance is the whole site, so there is nothing to refresh. */
export function localRoomPresenceStore(): TRoomPresenceStore {
  // Per room: connections per user, so a second device does not count twice.
  const rooms = new Map<number, Map<number, number>>();
  const connections = new Map<string, { userId: number; roomIds: readonly number[] }>();

  const change = (roomId: number, userId: number, by: 1 | -1): TOnlineChange | null => {
    const users = rooms.get(roomId) ?? new Map<number, number>();
    rooms.set(roomId, users);
    const count = (users.get(userId) ?? 0) + by;
    if (count > 0) users.set(userId, count);
    else users.delete(userId);
    const onlineCount = users.size;
    if (onlineCount === 0) rooms.delete(roomId);
    const isOnline = by === 1;
    const changed = isOnline ? count === 1 : count <= 0;
    return changed
      ? { RoomId: roomId, UserId: userId, IsOnline: isOnline, OnlineCount: onlineCount }
      : null;
  };
  const changes = (userId: number, roomIds: readonly number[], by: 1 | -1) =>
    roomIds.flatMap((roomId) => change(roomId, userId, by) ?? []);

  return {
    async enter(_instanceId, { connectionId, userId, newRoomIds, allRoomIds }) {
      connections.set(connectionId, { userId, roomIds: allRoomIds });
      return changes(userId, newRoomIds, 1);
    },
    async leave(_instanceId, connectionId) {
      const entry = connections.get(connectionId);
      if (!entry) return [];
      connections.delete(connectionId);
      return changes(entry.userId, entry.roomIds, -1);
    },
    async leaveRooms(_instanceId, { connectionId, userId, roomIds, allRoomIds }) {
      if (!connections.has(connectionId)) return [];
      connections.set(connectionId, { userId, roomIds: allRoomIds });
      return changes(userId, roomIds, -1);
    },
    onlineCounts: async (roomIds) => roomIds.map((roomId) => rooms.get(roomId)?.size ?? 0),
    onlineAmong: async (roomId, userIds) =>
      userIds.filter((userId) => rooms.get(roomId)?.has(userId) ?? false),
    refresh: async () => [],
    close: async () => {},
  };
}

import type { TOnlineChange, TRoomPresenceStore } from './room-presence-store.ts';

/**
 * This instance's chat connections and when each was last active; the store (Redis across
 * instances, or memory) holds who is online where. A connection counts in presence once it has
 * entered rooms (GetInitialData, SyncWhenReconnected) until it disconnects or stays silent past
 * the limit (chatConnectionSilenceLimitMs: no heartbeat, no chat call); its next heartbeat or
 * call brings it back. Every operation answers the online changes to tell the rooms.
 */
export interface TRoomPresence {
  enter(connectionId: string, userId: number, roomIds: readonly number[]): Promise<TOnlineChange[]>;
  /** The connection was active now (UpdateConnectionActiveTime, a chat call). */
  touch(connectionId: string): Promise<TOnlineChange[]>;
  leave(connectionId: string): Promise<TOnlineChange[]>;
  /**
   * Its member was added to the room: a connection that entered chat (known here) enters it too;
   * one that never did stays out, as it would of any room.
   */
  joinRoom(connectionId: string, roomId: number): Promise<TOnlineChange[]>;
  /** Its member left the room (removed, banned): the connection leaves it, staying in the rest. */
  leaveRoom(connectionId: string, roomId: number): Promise<TOnlineChange[]>;
  /** Connections silent for `limitMs` or longer leave presence, though still connected. */
  leaveSilent(limitMs: number): Promise<TOnlineChange[]>;
  onlineCounts(roomIds: readonly number[]): Promise<number[]>;
  /** Those of `userIds` online in the room (on any instance). */
  onlineAmong(roomId: number, userIds: readonly number[]): Promise<number[]>;
}

interface TConnectionEntry {
  userId: number;
  roomIds: Set<number>;
  activeAt: number;
  /** Counted in the store (false once silent). */
  isPresent: boolean;
}

export function trackRoomPresence(deps: {
  store: TRoomPresenceStore;
  instanceId: string;
  now(): number;
}): TRoomPresence {
  const { store, instanceId } = deps;
  const connections = new Map<string, TConnectionEntry>();

  const enterStore = (connectionId: string, entry: TConnectionEntry, newRoomIds: number[]) => {
    entry.isPresent = true;
    return store.enter(instanceId, {
      connectionId,
      userId: entry.userId,
      newRoomIds,
      allRoomIds: [...entry.roomIds],
    });
  };
  const leaveStore = (connectionId: string, entry: TConnectionEntry) => {
    entry.isPresent = false;
    return store.leave(instanceId, connectionId);
  };

  return {
    async enter(connectionId, userId, roomIds) {
      const entry = connections.get(connectionId) ?? {
        userId,
        roomIds: new Set<number>(),
        activeAt: deps.now(),
        isPresent: false,
      };
      connections.set(connectionId, entry);
      entry.activeAt = deps.now();
      const wasPresent = entry.isPresent;
      const added = roomIds.filter((roomId) => !entry.roomIds.has(roomId));
      for (const roomId of added) entry.roomIds.add(roomId);
      if (wasPresent && added.length === 0) return [];
      return enterStore(connectionId, entry, wasPresent ? added : [...entry.roomIds]);
    },
    async touch(connectionId) {
      const entry = connections.get(connectionId);
      if (!entry) return [];
      entry.activeAt = deps.now();
      return entry.isPresent ? [] : enterStore(connectionId, entry, [...entry.roomIds]);
    },
    async leave(connectionId) {
      const entry = connections.get(connectionId);
      if (!entry) return [];
      connections.delete(connectionId);
      return entry.isPresent ? leaveStore(connectionId, entry) : [];
    },
    async joinRoom(connectionId, roomId) {
      const entry = connections.get(connectionId);
      if (!entry || entry.roomIds.has(roomId)) return [];
      entry.roomIds.add(roomId);
      return entry.isPresent ? enterStore(connectionId, entry, [roomId]) : [];
    },
    async leaveRoom(connectionId, roomId) {
      const entry = connections.get(connectionId);
      if (!entry?.roomIds.delete(roomId) || !entry.isPresent) return [];
      return store.leaveRooms(instanceId, {
        connectionId,
        userId: entry.userId,
        roomIds: [roomId],
        allRoomIds: [...entry.roomIds],
      });
    },
    async leaveSilent(limitMs) {
      const since = deps.now() - limitMs;
      const changes: TOnlineChange[] = [];
      for (const [connectionId, entry] of connections)
        if (entry.isPresent && entry.activeAt <= since)
          changes.push(...(await leaveStore(connectionId, entry)));
      return changes;
    },
    onlineCounts: (roomIds) => store.onlineCounts(roomIds),
    onlineAmong: (roomId, userIds) => store.onlineAmong(roomId, userIds),
  };
}

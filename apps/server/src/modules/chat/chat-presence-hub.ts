import {
  chatConnectionSilenceLimitMs,
  chatHubEvents,
  chatHubMethods,
  chatOnlineBatchMs,
} from '@lottery/contracts';
import type { Hub, Logger } from '@lottery/signalr';
import { hubGroups } from '../../hub/hub-groups.ts';
import { presenceTtlFactor } from '../../hub/presence/online-presence.ts';
import { batchOnlineChanges } from './online-change-batcher.ts';
import type { TOnlineChange, TRoomPresenceStore } from './room-presence-store.ts';
import { trackRoomPresence } from './room-presence.ts';

/** How often silent connections are looked for: they leave within a minute past the limit. */
const silenceCheckMs = 60_000;

export interface TChatPresenceDeps {
  /** Redis across instances, or this process's memory (room-presence-store.ts). */
  store: TRoomPresenceStore;
  instanceId: string;
  /** How often this instance refreshes its entries in the store (they live three times this). */
  refreshMs: number;
  now(): number;
  logger?: Logger;
  /** How long a room's online changes are gathered into one event (chatOnlineBatchMs). */
  batchMs?: number;
}

export interface TChatPresence {
  /** The connection entered these rooms (it is in their hub groups already). */
  enter(connectionId: string, userId: number, roomIds: readonly number[]): Promise<void>;
  /** A chat call of the connection: it is active. */
  touch(connectionId: string): Promise<void>;
  /** The connection's member was added to the room (room-connections.ts moved it in). */
  joinRoom(connectionId: string, roomId: number): Promise<void>;
  /** The connection's member left the room (room-connections.ts moved it out). */
  leaveRoom(connectionId: string, roomId: number): Promise<void>;
  onlineCounts(roomIds: readonly number[]): Promise<number[]>;
  /** Those of `userIds` online in the room (GetRoomMembers' OnlineUserIds). */
  onlineAmong(roomId: number, userIds: readonly number[]): Promise<number[]>;
  /** Stops the timers and sends the changes gathered; the hub's close took the connections out. */
  stop(): void;
}

/**
 * Members' online state for the chat (SPEC §7 ChangeOnlineState): tracks this instance's
 * connections in the store, tells a room's group when its members come online or go offline
 * (whichever instance the change happens on: the backplane carries the event), a room's changes
 * of a short window in one event (online-change-batcher.ts), and takes
 * the client's 5-minute heartbeat, UpdateConnectionActiveTime (SPEC §9).
 */
export function registerChatPresence(hub: Hub, deps: TChatPresenceDeps): TChatPresence {
  const presence = trackRoomPresence(deps);
  const logFailure = (error: unknown) => deps.logger?.warn({ err: error }, 'chat presence failed');
  const batches = batchOnlineChanges({
    windowMs: deps.batchMs ?? chatOnlineBatchMs,
    send: (event) =>
      hub.clients
        .group(hubGroups.chatRoom(event.RoomId))
        .send(chatHubEvents.changeOnlineState, event),
    onError: logFailure,
  });
  const tell = async (changes: readonly TOnlineChange[]) => batches.add(changes);
  // A timer's failure (Redis away) is logged; the next tick tries again.
  const runLogged = (work: () => Promise<TOnlineChange[]>) => work().then(tell).catch(logFailure);
  const every = (ms: number, work: () => Promise<TOnlineChange[]>) => {
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      running ??= runLogged(work).finally(() => {
        running = null;
      });
    }, ms);
    timer.unref();
    return timer;
  };
  const refresh = () => deps.store.refresh(deps.instanceId, deps.refreshMs * presenceTtlFactor);
  void runLogged(refresh);
  const timers = [
    every(deps.refreshMs, refresh),
    every(silenceCheckMs, () => presence.leaveSilent(chatConnectionSilenceLimitMs)),
  ];

  hub.onDisconnected(async (context) => tell(await presence.leave(context.connectionId)));
  hub.on(chatHubMethods.updateConnectionActiveTime, async (context) => {
    await tell(await presence.touch(context.connectionId));
    return true;
  });

  return {
    enter: async (connectionId, userId, roomIds) =>
      tell(await presence.enter(connectionId, userId, roomIds)),
    touch: async (connectionId) => tell(await presence.touch(connectionId)),
    joinRoom: async (connectionId, roomId) => tell(await presence.joinRoom(connectionId, roomId)),
    leaveRoom: async (connectionId, roomId) => tell(await presence.leaveRoom(connectionId, roomId)),
    onlineCounts: (roomIds) => presence.onlineCounts(roomIds),
    onlineAmong: (roomId, userIds) => presence.onlineAmong(roomId, userIds),
    stop: () => {
      timers.forEach(clearInterval);
      batches.flush().catch(logFailure);
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { Backplane, Hub, Logger } from '@lottery/signalr';
import { hubGroups } from '../../hub/hub-groups.ts';
import type { TChatPresence } from './chat-presence-hub.ts';

/**
 * Moves a user's hub connections into or out of a chat room's hub group when they enter or leave
 * the room, and into or out of the room's online state (a removed member's connections go
 * offline there, an added member's connections that entered chat come online, and the room hears
 * ChangeOnlineState): on this instance directly, on the others through one backplane channel
 * (each instance knows only its own connections; the hub can move a connection by id, not a
 * user's).
 * Delivery over the backplane is at most once, so a removed member's connection elsewhere may in
 * a rare loss keep receiving the room's events until it reconnects; every read and post checks
 * membership anyway, so it never reads history or posts there.
 */
export interface TRoomConnections {
  attach(hub: Hub, presence: Pick<TChatPresence, 'joinRoom' | 'leaveRoom'>): void;
  join(userId: number, roomId: number): Promise<void>;
  leave(userId: number, roomId: number): Promise<void>;
  /** Of these accounts, how many have a connection on this instance (as room-presence.ts). */
  onlineAmong(userIds: readonly number[]): number;
}

interface TChange {
  /** The publishing instance, which applied the change to its own connections already. */
  s: string;
  u: number;
  r: number;
  op: 'join' | 'leave';
}

export function trackRoomConnections(
  options: { backplane?: Backplane | undefined; logger?: Logger | undefined } = {},
): TRoomConnections {
  const instanceId = randomUUID();
  const channel = 'lottery-chat:room-membership';
  const byUser = new Map<number, Set<string>>();
  let attached: { hub: Hub; presence: Pick<TChatPresence, 'joinRoom' | 'leaveRoom'> } | undefined;
  let subscribed: Promise<void> = Promise.resolve();

  const apply = async (change: Omit<TChange, 's'>) => {
    if (!attached) return;
    const group = hubGroups.chatRoom(change.r);
    const { hub, presence } = attached;
    for (const connectionId of byUser.get(change.u) ?? [])
      if (change.op === 'join') {
        await hub.groups.add(connectionId, group);
        await presence.joinRoom(connectionId, change.r);
      } else {
        await hub.groups.remove(connectionId, group);
        await presence.leaveRoom(connectionId, change.r);
      }
  };

  const change = async (op: TChange['op'], userId: number, roomId: number) => {
    await apply({ u: userId, r: roomId, op });
    if (!options.backplane) return;
    await subscribed;
    const message: TChange = { s: instanceId, u: userId, r: roomId, op };
    await options.backplane.publish(channel, JSON.stringify(message));
  };

  return {
    attach(hub, presence) {
      attached = { hub, presence };
      hub.onConnected((context) => {
        if (!context.userId) return;
        const userId = Number(context.userId);
        byUser.set(userId, (byUser.get(userId) ?? new Set()).add(context.connectionId));
      });
      hub.onDisconnected((context) => {
        if (!context.userId) return;
        const userId = Number(context.userId);
        const connections = byUser.get(userId);
        connections?.delete(context.connectionId);
        if (connections?.size === 0) byUser.delete(userId);
      });
      if (!options.backplane) return;
      subscribed = options.backplane.subscribe(channel, (payload) => {
        const message = JSON.parse(payload) as TChange;
        if (message.s === instanceId) return;
        apply(message).catch((error: unknown) => {
          options.logger?.warn({ err: error }, 'chat: a room membership change failed');
        });
      });
    },
    join: (userId, roomId) => change('join', userId, roomId),
    leave: (userId, roomId) => change('leave', userId, roomId),
    onlineAmong: (userIds) => userIds.filter((userId) => byUser.has(userId)).length,
  };
}

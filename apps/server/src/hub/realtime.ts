import type { Hub } from '@lottery/signalr';
import { hubGroups } from './hub-groups.ts';

/**
 * How the rest of the server pushes hub events (SPEC §7 "Hub events received"): to every device
 * of one user, or to everyone watching a game. Across instances when the hub has a Redis backplane.
 */
export interface TRealtime {
  toUser(userId: number, event: string, ...args: unknown[]): Promise<void>;
  toGame(gameId: number, event: string, ...args: unknown[]): Promise<void>;
  toGroup(group: string, event: string, ...args: unknown[]): Promise<void>;
}

export function realtimeOf(hub: Hub): TRealtime {
  return {
    toUser: (userId, event, ...args) =>
      hub.clients.group(hubGroups.user(userId)).send(event, ...args),
    toGame: (gameId, event, ...args) =>
      hub.clients.group(hubGroups.game(gameId)).send(event, ...args),
    toGroup: (group, event, ...args) => hub.clients.group(group).send(event, ...args),
  };
}

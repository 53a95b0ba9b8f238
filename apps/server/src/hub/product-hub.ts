import {
  Hub,
  HubError,
  type Backplane,
  type HubCallerContext,
  type Logger,
} from '@lottery/signalr';
import { joinRedPackRainMethod } from '@lottery/contracts';
import { registerChatMethods } from '../modules/chat/chat-hub.ts';
import { registerShareBetMethod } from '../modules/chat/share-bet-hub.ts';
import type { TChatDeps } from '../modules/chat/chat-deps.ts';
import { registerGroupRoomMethods } from '../modules/chat/group-room-hub.ts';
import type { TRoomConnections } from '../modules/chat/room-connections.ts';
import {
  registerChatPresence,
  type TChatPresence,
  type TChatPresenceDeps,
} from '../modules/chat/chat-presence-hub.ts';
import {
  registerContestLeaderboard,
  type TContestHubDeps,
} from '../modules/activity-contest/contest-hub.ts';
import { registerCustomerService } from '../modules/customer-service/register-customer-service.ts';
import type { TServiceHubDeps } from '../modules/customer-service/service-deps.ts';
import { serviceIdentity } from '../modules/customer-service/service-hub-auth.ts';
import type { TSession } from '../platform/route.ts';
import { hubGroups } from './hub-groups.ts';
import { sessionItem } from './session-closer.ts';

export interface TProductHubDeps {
  /** The live session behind an access token, or null (the hub answers 401 at negotiate). */
  sessionOf(accessToken: string): Promise<TSession | null>;
  backplane?: Backplane;
  logger?: Logger;
  now(): number;
  /** The chat module's methods (modules/chat/chat-hub.ts). */
  chat: TChatDeps;
  /** Moves members' connections into and out of chat rooms' groups (group-room-hub.ts). */
  chatRooms: TRoomConnections;
  /** Members online in chat rooms, across instances (modules/chat/chat-presence-hub.ts). */
  chatPresence: Omit<TChatPresenceDeps, 'now'>;
  /** Customer service: visitors' tokens and operators' desk tickets (modules/customer-service). */
  customerService: TServiceHubDeps;
  /** The contests' live leaderboards (modules/activity-contest/contest-hub.ts). */
  contest: TContestHubDeps;
}

/** A game id as the client sends it: a positive integer, as a number or a digit string. */
function gameIdOf(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw new HubError('Invalid game id.');
  return id;
}

/** Moves the connection from the groups it joined for `slot` before to `next`. */
async function switchGroups(context: HubCallerContext, slot: string, next: readonly string[]) {
  const previous = (context.items.get(slot) as readonly string[] | undefined) ?? [];
  for (const group of previous)
    if (!next.includes(group)) await context.groups.remove(context.connectionId, group);
  for (const group of next)
    if (!previous.includes(group)) await context.groups.add(context.connectionId, group);
  context.items.set(slot, next);
}

/**
 * The product's hub at /Hub: every connection joins its user's group (events for one person on
 * every device); the bet-side methods of SPEC §7 put it in the groups of what the screen shows.
 * The chat module adds its methods (chat-hub.ts).
 */
export function createProductHub(deps: TProductHubDeps): { hub: Hub; chatPresence: TChatPresence } {
  const hub = new Hub({
    hubName: 'lottery',
    ...(deps.backplane ? { backplane: deps.backplane } : {}),
    ...(deps.logger ? { logger: deps.logger } : {}),
    async authenticate({ accessToken }) {
      const guest = accessToken
        ? await serviceIdentity(deps.customerService, accessToken)
        : undefined;
      if (guest !== undefined) return guest;
      const session = accessToken ? await deps.sessionOf(accessToken) : null;
      return session
        ? { userId: String(session.userId), items: { [sessionItem]: session.sessionId } }
        : null;
    },
  });

  hub.onConnected(async (context) => {
    if (context.userId)
      await context.groups.add(context.connectionId, hubGroups.user(context.userId));
  });

  /** The bet screen's game: one at a time per connection. */
  hub.on('Join', async (context, gameId: unknown) => {
    await switchGroups(context, 'game', [hubGroups.game(gameIdOf(gameId))]);
    return true;
  });
  /** The multi-bet screen's games (a list of ids). */
  hub.on('MultiJoin', async (context, gameIds: unknown) => {
    if (!Array.isArray(gameIds) || gameIds.length > 50) throw new HubError('Invalid game list.');
    await switchGroups(context, 'game', [...new Set(gameIds.map(gameIdOf))].map(hubGroups.game));
    return true;
  });
  hub.on('JoinComboBet', async (context) => {
    await context.groups.add(context.connectionId, hubGroups.comboBet);
    return true;
  });
  /** The red-pack rain's screen: its live winner list (one activity at a time). */
  hub.on(joinRedPackRainMethod, async (context, activityId: unknown) => {
    await switchGroups(context, 'activity', [hubGroups.activity(gameIdOf(activityId))]);
    return true;
  });
  hub.on('JoinDrawTrend', async (context, gameId: unknown) => {
    await switchGroups(context, 'trend', [hubGroups.drawTrend(gameIdOf(gameId))]);
    return true;
  });
  // The heartbeat, UpdateConnectionActiveTime, is the chat presence's (chat-presence-hub.ts).
  const chatPresence = registerChatPresence(hub, { ...deps.chatPresence, now: deps.now });
  registerChatMethods(hub, deps.chat, chatPresence);
  registerGroupRoomMethods(hub, deps.chat, deps.chatRooms, chatPresence);
  registerShareBetMethod(hub, deps.chat);
  registerCustomerService(hub, deps.customerService);
  registerContestLeaderboard(hub, deps.contest);
  return { hub, chatPresence };
}

import {
  chatHubEvents,
  chatHubMethods as methods,
  ZAddChatMessageMulticastRequest,
  ZAddChatMessageRequest,
  ZChatClearHistoryRequest,
  ZChatHistoryCountRequest,
  ZChatHistoryRequest,
  ZChatRoomReadRequest,
  ZChatSyncRequest,
  type TAddChatMessageMulticastResult,
  type TChatHistory,
  type TChatInitialData,
} from '@lottery/contracts';
import { HubError, type Hub, type HubCallerContext } from '@lottery/signalr';
import { hubGroups } from '../../hub/hub-groups.ts';
import { parseHubArgument, unwrapForHub } from '../../hub/hub-refusal.ts';
import { addMessageMulticast } from './add-message-multicast.ts';
import { addMessage } from './add-message.ts';
import type { TChatDeps } from './chat-deps.ts';
import { readInitialData } from './initial-data.ts';
import { sendInstantMessage } from './instant-message.ts';
import { countHistory, readHistory } from './read-history.ts';
import type { TChatPresence } from './chat-presence-hub.ts';
import { listMemberships } from './room-membership.ts';
import { clearRoomHistory, markRoomRead } from './room-reading.ts';
import { syncMissed } from './sync-missed.ts';

/** The connection's account; every chat method so far is for logged-in players and agents. */
function userOf(context: HubCallerContext): number {
  if (!context.userId) throw new HubError('Log in to chat.');
  return Number(context.userId);
}

/**
 * The chat methods of SPEC §7 on the product hub (issue #22). A connection enters the hub groups
 * of its rooms on GetInitialData and again on SyncWhenReconnected (a reconnect is a new
 * connection, in no group). Each method checks membership itself (room-membership.ts).
 * Entering rooms puts the member online there (chat-presence-hub.ts).
 */
export function registerChatMethods(hub: Hub, deps: TChatDeps, presence: TChatPresence): void {
  const enterRooms = async (context: HubCallerContext, userId: number, roomIds: number[]) => {
    for (const roomId of roomIds)
      await context.groups.add(context.connectionId, hubGroups.chatRoom(roomId));
    await presence.enter(context.connectionId, userId, roomIds);
  };

  hub.on(methods.getInitialData, async (context): Promise<TChatInitialData> => {
    const userId = userOf(context);
    const rooms = await readInitialData(deps, userId);
    // Groups before answering: a message sent after this answer reaches the connection.
    await enterRooms(
      context,
      userId,
      rooms.map((room) => room.Id),
    );
    const onlineCounts = await presence.onlineCounts(rooms.map((room) => room.Id));
    return {
      UserId: userId,
      ServerTime: deps.clock.now(),
      Rooms: rooms.map((room, i) => ({ ...room, OnlineCount: onlineCounts[i] ?? 0 })),
    };
  });

  hub.on(methods.addMessage, async (context, argument: unknown) => {
    const request = parseHubArgument(ZAddChatMessageRequest, argument);
    const message = unwrapForHub(await addMessage(deps, userOf(context), request));
    await presence.touch(context.connectionId);
    await hub.clients
      .group(hubGroups.chatRoom(message.RoomId))
      .send(chatHubEvents.receiveMessage, message);
    await sendInstantMessage(deps.db, hub.clients, message, deps.clock.now());
    return message;
  });

  hub.on(
    methods.addMessageMulticast,
    async (context, argument: unknown): Promise<TAddChatMessageMulticastResult> => {
      const request = parseHubArgument(ZAddChatMessageMulticastRequest, argument);
      const messages = unwrapForHub(await addMessageMulticast(deps, userOf(context), request));
      await presence.touch(context.connectionId);
      for (const message of messages) {
        await hub.clients
          .group(hubGroups.chatRoom(message.RoomId))
          .send(chatHubEvents.receiveMessage, message);
        await sendInstantMessage(deps.db, hub.clients, message, deps.clock.now());
      }
      return { Messages: messages };
    },
  );

  hub.on(methods.getHistoryMessage, async (context, argument: unknown): Promise<TChatHistory> => {
    const request = parseHubArgument(ZChatHistoryRequest, argument);
    const page = unwrapForHub(
      await readHistory(deps.db, userOf(context), {
        roomId: request.RoomId,
        beforeId: request.BeforeMessageId,
        count: request.Count,
      }),
    );
    return { RoomId: request.RoomId, Messages: page.messages, HasMore: page.hasMore };
  });

  hub.on(methods.getHistoryMessageCount, async (context, argument: unknown) => {
    const request = parseHubArgument(ZChatHistoryCountRequest, argument);
    const count = await countHistory(deps.db, userOf(context), {
      roomId: request.RoomId,
      beforeId: request.BeforeMessageId,
    });
    return { RoomId: request.RoomId, Count: unwrapForHub(count) };
  });

  hub.on(methods.syncWhenReconnected, async (context, argument: unknown) => {
    const request = parseHubArgument(ZChatSyncRequest, argument);
    const userId = userOf(context);
    const memberships = await listMemberships(deps.db, userId);
    // Groups first, then the read: a message sent between the two comes both ways, never
    // neither (the client keeps messages by id).
    await enterRooms(
      context,
      userId,
      memberships.map((membership) => membership.roomId),
    );
    return syncMissed(deps.db, memberships, request);
  });

  hub.on(methods.updateRoomActiveTime, async (context, argument: unknown) => {
    const request = parseHubArgument(ZChatRoomReadRequest, argument);
    const lastRead = await markRoomRead(
      deps.db,
      userOf(context),
      request.RoomId,
      request.LastReadMessageId,
    );
    return { RoomId: request.RoomId, LastReadMessageId: unwrapForHub(lastRead) };
  });

  hub.on(methods.setHistoryMessageClearTime, async (context, argument: unknown) => {
    const request = parseHubArgument(ZChatClearHistoryRequest, argument);
    const clearedAt = await clearRoomHistory(
      deps.db,
      userOf(context),
      request.RoomId,
      deps.clock.now(),
    );
    return { RoomId: request.RoomId, HistoryClearedAt: unwrapForHub(clearedAt) };
  });
}

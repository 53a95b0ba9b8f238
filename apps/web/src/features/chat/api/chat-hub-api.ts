import {
  chatHubMethods,
  ZAddChatMessageResult,
  ZChatClearHistoryResult,
  ZChatHistory,
  ZChatInitialData,
  ZChatRoomReadResult,
  ZChatSync,
  type TChatSyncRequest,
} from '@lottery/contracts';
import type { z } from 'zod';
import type { THubClient } from '../../../shared/realtime/hub-client.ts';

/** Invokes a chat method with its one object argument and reads the answer through its schema. */
export async function call<S extends z.ZodType>(
  hub: THubClient,
  method: string,
  schema: S,
  argument?: unknown,
): Promise<z.output<S>> {
  const answer =
    argument === undefined ? await hub.invoke(method) : await hub.invoke(method, argument);
  return schema.parse(answer);
}

/** The chat methods of /Hub (SPEC §7) the player app calls, over the shell's one connection. */
export function chatHubApi(hub: THubClient) {
  return {
    getInitialData: () => call(hub, chatHubMethods.getInitialData, ZChatInitialData),
    // Emoji from the picker go into the text, so every message the player app sends is text.
    addMessage: (roomId: number, body: string) =>
      call(hub, chatHubMethods.addMessage, ZAddChatMessageResult, {
        RoomId: roomId,
        Kind: 'text',
        Body: body,
      }),
    getHistory: (roomId: number, beforeMessageId: number) =>
      call(hub, chatHubMethods.getHistoryMessage, ZChatHistory, {
        RoomId: roomId,
        BeforeMessageId: beforeMessageId,
      }),
    sync: (rooms: TChatSyncRequest['Rooms']) =>
      call(hub, chatHubMethods.syncWhenReconnected, ZChatSync, { Rooms: rooms }),
    markRead: (roomId: number, lastReadMessageId: number) =>
      call(hub, chatHubMethods.updateRoomActiveTime, ZChatRoomReadResult, {
        RoomId: roomId,
        LastReadMessageId: lastReadMessageId,
      }),
    clearHistory: (roomId: number) =>
      call(hub, chatHubMethods.setHistoryMessageClearTime, ZChatClearHistoryResult, {
        RoomId: roomId,
      }),
  };
}

export type TChatHubApi = ReturnType<typeof chatHubApi>;

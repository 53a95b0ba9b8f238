import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { chatGroupHubEvents, chatGroupHubMethods } from './chat-group-schemas.ts';
import { serviceHubEvents, serviceHubMethods } from './service-schemas.ts';
import { chatShareHubEvents } from './chat-share-schemas.ts';
import {
  ZChatMessage,
  ZChatMessageCursor,
  ZChatMessageId,
  ZChatRemovalCursor,
  ZChatShareCursor,
  ZChatRoom,
  ZChatRoomId,
} from './chat-schemas.ts';

/**
 * The chat methods of the hub at /Hub (SPEC §7) and their events. Each method takes one object
 * argument and answers one object; a refusal is the invocation's error, whose text is the
 * catalogue body as JSON (chat-errors.ts, 88xx). Membership is checked on every call: a room the
 * caller is not in answers ChatRoomNotFound whether or not it exists.
 */

/** The page size of the initial data and the default of GetHistoryMessage. */
export const chatPageSize = 30;

/** GetInitialData (no argument): my rooms, each with its last page. Joins their hub groups. */
export const ZChatInitialData = z
  .object({
    UserId: z.number().int(),
    ServerTime: z.number().int().describe('Epoch ms'),
    Rooms: z.array(ZChatRoom),
  })
  .meta({ id: 'ChatInitialData' });
export type TChatInitialData = z.output<typeof ZChatInitialData>;

export const ZAddChatMessageRequest = z
  .object({
    RoomId: ZChatRoomId,
    Kind: z
      .enum(['text', 'emoji', 'image'])
      .default('text')
      .describe('A bet share goes through ShareBet'),
    Body: ZText.describe(
      'Plain text; trimmed, 1 to chatMessageMaxLength characters. Kind image: my ImageToken',
    ),
  })
  .meta({ id: 'AddChatMessageRequest' });
export type TAddChatMessageRequest = z.output<typeof ZAddChatMessageRequest>;

/** AddMessage answers the stored message; the room's group receives it as ReceiveMessage. */
export const ZAddChatMessageResult = ZChatMessage;

export const ZChatHistoryRequest = z
  .object({
    RoomId: ZChatRoomId,
    BeforeMessageId: ZChatMessageCursor.optional().describe(
      'Messages older than this id (keyset); omitted or 0: the newest',
    ),
    Count: z.number().int().min(1).max(100).default(chatPageSize),
  })
  .meta({ id: 'ChatHistoryRequest' });
export type TChatHistoryRequest = z.output<typeof ZChatHistoryRequest>;

export const ZChatHistory = z
  .object({
    RoomId: ZChatRoomId,
    Messages: z.array(ZChatMessage).describe('Oldest first'),
    HasMore: z.boolean().describe('Older messages remain before the first one here'),
  })
  .meta({ id: 'ChatHistory' });
export type TChatHistory = z.output<typeof ZChatHistory>;

export const ZChatHistoryCountRequest = z
  .object({
    RoomId: ZChatRoomId,
    BeforeMessageId: ZChatMessageCursor.optional().describe('Omitted or 0: the whole history'),
  })
  .meta({ id: 'ChatHistoryCountRequest' });

export const ZChatHistoryCount = z
  .object({ RoomId: ZChatRoomId, Count: z.number().int() })
  .meta({ id: 'ChatHistoryCount' });

/** The most a room answers in one SyncWhenReconnected; past it the client pages the rest. */
export const chatSyncMaxPerRoom = 200;

export const ZChatSyncRequest = z
  .object({
    Rooms: z
      .array(
        z.object({
          RoomId: ZChatRoomId,
          LastMessageId: ZChatMessageCursor.describe('The newest message id the client holds'),
          RemovalCursor: ZChatRemovalCursor.default(0).describe(
            "The room's RemovalCursor from the last initial data or sync (0: none yet)",
          ),
          ShareCursor: ZChatShareCursor.default(0).describe(
            "The room's ShareCursor from the last initial data or sync (0: none yet)",
          ),
        }),
      )
      .max(200),
  })
  .meta({ id: 'ChatSyncRequest' });
export type TChatSyncRequest = z.output<typeof ZChatSyncRequest>;

/**
 * SyncWhenReconnected: rejoins the connection to every room it is in, then answers what came
 * after each given id, and the ids of messages the client may hold (up to LastMessageId) that
 * were removed after its RemovalCursor, and the share messages it may hold whose ticket settled
 * after its ShareCursor. A message sent meanwhile may come both here and as ReceiveMessage, a
 * removal both here and as RemoveMessage, and a settled share both here and as
 * ChatRoomBetAwardNotify: the client keeps messages by id, so each shows once, a removal applies
 * once and a settled card replaces the one held.
 */
export const ZChatSync = z
  .object({
    Rooms: z.array(
      z.object({
        RoomId: ZChatRoomId,
        Messages: z.array(ZChatMessage).describe('After LastMessageId, oldest first'),
        HasMore: z.boolean().describe(`More than ${chatSyncMaxPerRoom} came: page for the rest`),
        RemovedMessageIds: z
          .array(ZChatMessageId)
          .describe('Messages up to LastMessageId removed after RemovalCursor: drop them'),
        RemovalCursor: ZChatRemovalCursor.describe('Send it with the next sync of this room'),
        HasMoreRemovals: z
          .boolean()
          .describe(`More than ${chatSyncMaxPerRoom} removals: sync again from RemovalCursor`),
        SettledShares: z
          .array(ZChatMessage)
          .describe(
            'Share messages up to LastMessageId whose ticket settled after ShareCursor, as stored now: replace the held copies (and a pinned copy)',
          ),
        ShareCursor: ZChatShareCursor.describe('Send it with the next sync of this room'),
        HasMoreSettledShares: z
          .boolean()
          .describe(`More than ${chatSyncMaxPerRoom} settled shares: sync again from ShareCursor`),
      }),
    ),
  })
  .meta({ id: 'ChatSync' });
export type TChatSync = z.output<typeof ZChatSync>;

export const ZChatRoomReadRequest = z
  .object({
    RoomId: ZChatRoomId,
    LastReadMessageId: ZChatMessageCursor.optional().describe(
      'Read up to this id; omitted: up to the newest (never moves back)',
    ),
  })
  .meta({ id: 'ChatRoomReadRequest' });

export const ZChatRoomReadResult = z
  .object({ RoomId: ZChatRoomId, LastReadMessageId: ZChatMessageCursor })
  .meta({ id: 'ChatRoomReadResult' });

export const ZChatClearHistoryRequest = z
  .object({ RoomId: ZChatRoomId })
  .meta({ id: 'ChatClearHistoryRequest' });

export const ZChatClearHistoryResult = z
  .object({
    RoomId: ZChatRoomId,
    HistoryClearedAt: z.number().int().describe('Epoch ms: earlier messages are hidden from me'),
  })
  .meta({ id: 'ChatClearHistoryResult' });

/** Event ReceiveMessage, to the room's group: a new message. */
export const ZReceiveChatMessageEvent = ZChatMessage;

/** Event RemoveMessage, to the room's group: clients drop the message. */
export const ZRemoveChatMessageEvent = z
  .object({ RoomId: ZChatRoomId, MessageId: ZChatMessageId })
  .meta({ id: 'RemoveChatMessageEvent' });
export type TRemoveChatMessageEvent = z.output<typeof ZRemoveChatMessageEvent>;

/** ShareBet: the caller's own ticket into a room they are in; answers the stored message. */
export const ZChatShareBetRequest = z
  .object({
    RoomId: ZChatRoomId,
    TicketId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('One of my tickets'),
  })
  .meta({ id: 'ChatShareBetRequest' });
export type TChatShareBetRequest = z.output<typeof ZChatShareBetRequest>;

/** The chat hub's method and event names (SPEC §7). */
export const chatHubMethods = {
  getInitialData: 'GetInitialData',
  addMessage: 'AddMessage',
  getHistoryMessage: 'GetHistoryMessage',
  getHistoryMessageCount: 'GetHistoryMessageCount',
  syncWhenReconnected: 'SyncWhenReconnected',
  updateRoomActiveTime: 'UpdateRoomActiveTime',
  setHistoryMessageClearTime: 'SetHistoryMessageClearTime',
  ...chatGroupHubMethods,
  addMessageMulticast: 'AddMessageMulticast',
  updateConnectionActiveTime: 'UpdateConnectionActiveTime',
  shareBet: 'ShareBet',
  ...serviceHubMethods,
} as const;

export const chatHubEvents = {
  receiveMessage: 'ReceiveMessage',
  removeMessage: 'RemoveMessage',
  ...chatGroupHubEvents,
  changeOnlineState: 'ChangeOnlineState',
  ...chatShareHubEvents,
  ...serviceHubEvents,
} as const;

import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { ZChatMessage, ZChatRoomId } from './chat-schemas.ts';

/**
 * Chat at scale (issue #22): members' online state across server instances, the connection
 * heartbeat, and one message to several rooms.
 */

/** One member's change of online state in a room, and the room's count right after it. */
export const ZOnlineStateChange = z
  .object({
    UserId: z.number().int().describe("The member's account id"),
    IsOnline: z.boolean(),
    OnlineCount: z.number().int().describe('Members online in the room after this change'),
  })
  .meta({ id: 'OnlineStateChange' });
export type TOnlineStateChange = z.output<typeof ZOnlineStateChange>;

/**
 * Event ChangeOnlineState, to a room's group: members came online (their first connection
 * anywhere entered the room, or they were added to it) or went offline (their last one left, fell
 * silent, or they left the room). An instance gathers a room's changes over a short window
 * (chatOnlineBatchMs) into one event, so a mass reconnect costs an event per room and window, not
 * one per member: Changes lists each member once (their last state in the window), in order.
 * RoomId, UserId, IsOnline and OnlineCount repeat the last of them, so a client reading only those
 * keeps the right count. Events of different instances may arrive out of order.
 */
export const ZChangeOnlineStateEvent = z
  .object({
    RoomId: ZChatRoomId,
    UserId: z.number().int().describe("The last change's member"),
    IsOnline: z.boolean().describe("The last change's state"),
    OnlineCount: z.number().int().describe('Members online in the room after the last change'),
    Changes: z
      .array(ZOnlineStateChange)
      .min(1)
      .describe('Every member whose state changed in the window, each once, oldest first'),
  })
  .meta({ id: 'ChangeOnlineStateEvent' });
export type TChangeOnlineStateEvent = z.output<typeof ZChangeOnlineStateEvent>;

/** How long an instance gathers a room's online changes before telling the room (one event). */
export const chatOnlineBatchMs = 250;

/**
 * A connection silent this long (no UpdateConnectionActiveTime, which the client sends every
 * 5 minutes, SPEC §9, and no chat call) leaves presence: two missed heartbeats and a minute's
 * grace. It comes back with its next heartbeat or chat call.
 */
export const chatConnectionSilenceLimitMs = 11 * 60_000;

/** The most rooms one AddMessageMulticast reaches (each is a post toward the sender's limit). */
export const chatMulticastMaxRooms = 5;

export const ZAddChatMessageMulticastRequest = z
  .object({
    RoomIds: z
      .array(ZChatRoomId)
      .min(1)
      .max(chatMulticastMaxRooms)
      .refine((ids) => new Set(ids).size === ids.length, 'Each room once')
      .describe(`Up to ${chatMulticastMaxRooms} of my rooms, each once`),
    Kind: z.enum(['text', 'emoji']).default('text'),
    Body: ZText.describe('Plain text; trimmed, 1 to chatMessageMaxLength characters'),
  })
  .meta({ id: 'AddChatMessageMulticastRequest' });
export type TAddChatMessageMulticastRequest = z.output<typeof ZAddChatMessageMulticastRequest>;

/**
 * AddMessageMulticast answers the stored messages, one per room in the order asked; each room's
 * group receives its own as ReceiveMessage. All or none: if any room refuses (not a member,
 * read-only, a rate limit), nothing is stored and the refusal is that room's.
 */
export const ZAddChatMessageMulticastResult = z
  .object({ Messages: z.array(ZChatMessage) })
  .meta({ id: 'AddChatMessageMulticastResult' });
export type TAddChatMessageMulticastResult = z.output<typeof ZAddChatMessageMulticastResult>;

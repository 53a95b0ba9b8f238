import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { ZChatMessage, ZChatRoomId } from './chat-schemas.ts';

/**
 * Chat at scale (issue #22): members' online state across server instances, the connection
 * heartbeat, and one message to several rooms.
 */

/**
 * Event ChangeOnlineState, to a room's group: a member came online (their first connection
 * anywhere entered the room) or went offline (their last one left, or fell silent). Events of
 * different members may arrive out of order: OnlineCount is the figure right after this change.
 */
export const ZChangeOnlineStateEvent = z
  .object({
    RoomId: ZChatRoomId,
    UserId: z.number().int().describe("The member's account id"),
    IsOnline: z.boolean(),
    OnlineCount: z.number().int().describe('Members online in the room after this change'),
  })
  .meta({ id: 'ChangeOnlineStateEvent' });
export type TChangeOnlineStateEvent = z.output<typeof ZChangeOnlineStateEvent>;

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

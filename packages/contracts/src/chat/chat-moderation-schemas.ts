import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZText } from '../validation/text.ts';
import {
  chatMessageKinds,
  chatRoomKinds,
  ZChatMessageCursor,
  ZChatMessageId,
  ZChatRoomId,
} from './chat-schemas.ts';

/**
 * The back office's chat moderation (issue #22): mutes, bans and the console's reading of rooms
 * and messages. Changes are POST (permission chat.moderate, each audited in its transaction);
 * reads are GET with query parameters, as the console keeps its filters in the address.
 */

const ZEpochMs = z.number().int().describe('Epoch ms, server clock');
const ZPlayerLoginId = ZText.trim().min(1).max(64).describe("The player's login ID");
const ZReason = ZText.trim().min(1, { error: 'required' }).max(200).describe('Kept in the audit');
const ZPageIndex = queryInt(1, 100_000).default(1).describe('1-based');
const ZPageSize = queryInt(1, 100).default(20);

/** The longest mute an administrator sets with an end: a year (longer is "until lifted"). */
export const chatMuteMaxMinutes = 525_600;

export const chatRestrictionKinds = ['mute', 'ban'] as const;
export type TChatRestrictionKind = (typeof chatRestrictionKinds)[number];

/** POST /api/Admin/Chat/Mute: the player posts nowhere (or not in RoomId) until it ends. */
export const ZChatMuteRequest = z
  .object({
    LoginId: ZPlayerLoginId,
    RoomId: ZChatRoomId.optional().describe('Omitted: muted in all chat'),
    Minutes: z
      .number()
      .int()
      .min(1)
      .max(chatMuteMaxMinutes)
      .optional()
      .describe('How long from now; omitted: until lifted'),
    Reason: ZReason,
  })
  .meta({ id: 'ChatMuteRequest' });
export type TChatMuteRequest = z.output<typeof ZChatMuteRequest>;

/** POST /api/Admin/Chat/Ban: the player leaves the room and does not re-enter until lifted. */
export const ZChatBanRequest = z
  .object({ LoginId: ZPlayerLoginId, RoomId: ZChatRoomId, Reason: ZReason })
  .meta({ id: 'ChatBanRequest' });
export type TChatBanRequest = z.output<typeof ZChatBanRequest>;

/** POST /api/Admin/Chat/Unmute and /Unban: lifts one standing mute or ban by its id. */
export const ZChatLiftRequest = z
  .object({
    RestrictionId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    Reason: ZReason,
  })
  .meta({ id: 'ChatLiftRequest' });
export type TChatLiftRequest = z.output<typeof ZChatLiftRequest>;

export const ZChatRestriction = z
  .object({
    Id: z.number().int(),
    Kind: z.enum(chatRestrictionKinds),
    UserId: z.number().int(),
    LoginId: z.string(),
    RoomId: ZChatRoomId.nullable().describe('null: a mute in all chat'),
    RoomName: z.string().nullable(),
    Reason: z.string(),
    CreatedByLoginId: z.string().describe('The administrator who set it'),
    CreatedAt: ZEpochMs,
    EndsAt: ZEpochMs.nullable().describe('null: until lifted'),
    LiftedAt: ZEpochMs.nullable(),
    LiftedByLoginId: z.string().nullable(),
    LiftReason: z.string().nullable(),
    IsActive: z.boolean().describe('Neither lifted nor past its end'),
  })
  .meta({ id: 'ChatRestriction' });
export type TChatRestriction = z.output<typeof ZChatRestriction>;

/** GET /api/Admin/Chat/Mutes: mutes and bans, newest first. */
export const ZChatRestrictionsQuery = z
  .object({
    Kind: z.enum(chatRestrictionKinds).optional(),
    LoginId: ZText.trim().max(64).optional().describe("The player's login ID, exactly"),
    RoomId: queryInt(1, 2_147_483_647).optional(),
    ActiveOnly: ZText.pipe(z.stringbool({ truthy: ['true'], falsy: ['false'] }))
      .default(true)
      .describe('Only those in force now (default)'),
    PageIndex: ZPageIndex,
    PageSize: ZPageSize,
  })
  .meta({ id: 'ChatRestrictionsQuery' });
export type TChatRestrictionsQuery = z.output<typeof ZChatRestrictionsQuery>;

export const ZChatRestrictionsPage = z
  .object({
    Items: z.array(ZChatRestriction),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'ChatRestrictionsPage' });
export type TChatRestrictionsPage = z.output<typeof ZChatRestrictionsPage>;

/** GET /api/Admin/Chat/Rooms: every room, open ones first. */
export const ZChatAdminRoomsQuery = z
  .object({ PageIndex: ZPageIndex, PageSize: ZPageSize })
  .meta({ id: 'ChatAdminRoomsQuery' });

export const ZChatAdminRoom = z
  .object({
    Id: ZChatRoomId,
    Kind: z.enum(chatRoomKinds),
    Name: z.string(),
    IsReadOnly: z.boolean(),
    MemberCount: z.number().int(),
    LastMessageAt: ZEpochMs.nullable(),
    ClosedAt: ZEpochMs.nullable(),
  })
  .meta({ id: 'ChatAdminRoom' });
export type TChatAdminRoom = z.output<typeof ZChatAdminRoom>;

export const ZChatAdminRoomsPage = z
  .object({
    Items: z.array(ZChatAdminRoom),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'ChatAdminRoomsPage' });
export type TChatAdminRoomsPage = z.output<typeof ZChatAdminRoomsPage>;

/** GET /api/Admin/Chat/RoomMessages: a room's messages newest first, removed ones included. */
export const ZChatRoomMessagesQuery = z
  .object({
    RoomId: queryInt(1, 2_147_483_647),
    BeforeMessageId: queryInt(0, Number.MAX_SAFE_INTEGER)
      .optional()
      .describe('Older than this id (keyset); omitted or 0: the newest'),
    Count: queryInt(1, 100).default(50),
  })
  .meta({ id: 'ChatRoomMessagesQuery' });
export type TChatRoomMessagesQuery = z.output<typeof ZChatRoomMessagesQuery>;

export const ZChatAdminMessage = z
  .object({
    Id: ZChatMessageId,
    SenderId: z.number().int(),
    SenderLoginId: z.string(),
    SenderNickName: z.string(),
    Kind: z.enum(chatMessageKinds),
    Body: z.string().describe('Plain text, shown as text'),
    CreatedAt: ZEpochMs,
    RemovedAt: ZEpochMs.nullable(),
    RemovedByLoginId: z.string().nullable(),
    RemovalReason: z.string().nullable(),
  })
  .meta({ id: 'ChatAdminMessage' });
export type TChatAdminMessage = z.output<typeof ZChatAdminMessage>;

export const ZChatRoomMessagesPage = z
  .object({
    RoomId: ZChatRoomId,
    Messages: z.array(ZChatAdminMessage).describe('Newest first'),
    NextBeforeMessageId: ZChatMessageCursor.nullable().describe(
      'Pass as BeforeMessageId for the next older page; null: no older messages',
    ),
  })
  .meta({ id: 'ChatRoomMessagesPage' });
export type TChatRoomMessagesPage = z.output<typeof ZChatRoomMessagesPage>;

/** What Mute, Ban, Unmute and Unban answer. */
export const ZChatRestrictionChange = z
  .object({
    RestrictionId: z.number().int(),
    UserId: z.number().int().describe("The player's account id"),
    RoomId: ZChatRoomId.nullable().describe('null: a mute in all chat'),
  })
  .meta({ id: 'ChatRestrictionChange' });

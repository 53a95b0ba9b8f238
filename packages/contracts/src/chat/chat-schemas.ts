import { z } from 'zod';
import { ZChatBetShare } from './chat-share-schemas.ts';

/**
 * Chat rooms and messages (issue #22) as the hub carries them. Public rooms exist now; the other
 * kinds are named so that group, site-group, tutor and customer-service rooms add to them.
 */
export const chatRoomKinds = ['public', 'group', 'site_group', 'tutor', 'service'] as const;
export type TChatRoomKind = (typeof chatRoomKinds)[number];

export const chatMemberRoles = ['member', 'manager', 'owner', 'tutor'] as const;
export type TChatMemberRole = (typeof chatMemberRoles)[number];

/**
 * Kinds of a message: bet_share carries BetShare (ShareBet); image's Body is the image's address
 * (chat-image-schemas.ts).
 */
export const chatMessageKinds = ['text', 'emoji', 'bet_share', 'image'] as const;
export type TChatMessageKind = (typeof chatMessageKinds)[number];

/** The longest message body, in characters (code points). */
export const chatMessageMaxLength = 500;

const ZId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** A message id, or 0 for "before the first message". */
const ZMessageCursor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const ZChatRoomId = ZId.describe('A chat room id');
export const ZChatMessageId = ZId.describe('A chat message id (increasing within a room)');
export const ZChatMessageCursor = ZMessageCursor;

export const ZChatMessage = z
  .object({
    Id: ZChatMessageId,
    RoomId: ZChatRoomId,
    SenderId: z.number().int().describe("The sender's account id"),
    SenderNickName: z.string().describe("The sender's nick name when it was sent"),
    Kind: z.enum(chatMessageKinds),
    Body: z.string().describe('Plain text, shown as text (never markup)'),
    CreatedAt: z.number().int().describe('Epoch ms'),
    BetShare: ZChatBetShare.optional().describe('Kind bet_share only: the ticket when shared'),
  })
  .meta({ id: 'ChatMessage' });
export type TChatMessage = z.output<typeof ZChatMessage>;

export const ZChatRoom = z
  .object({
    Id: ZChatRoomId,
    Kind: z.enum(chatRoomKinds),
    Name: z.string(),
    IsReadOnly: z.boolean().describe('Only managers, owners (tutors in a tutor room) post'),
    Announcement: z.string(),
    MyRole: z.enum(chatMemberRoles),
    UnreadCount: z
      .number()
      .int()
      .describe('Messages of others after my last read one, counted up to 100 (shown as 99+)'),
    LastReadMessageId: ZMessageCursor,
    HistoryClearedAt: z.number().int().nullable().describe('Epoch ms, or null: never cleared'),
    OnlineCount: z.number().int().describe('Members with a live hub connection in the room'),
    Messages: z
      .array(ZChatMessage)
      .describe('The last page of the room, oldest first (after my history clear time)'),
    HasMoreHistory: z.boolean().describe('Older messages exist: page with GetHistoryMessage'),
  })
  .meta({ id: 'ChatRoom' });
export type TChatRoom = z.output<typeof ZChatRoom>;

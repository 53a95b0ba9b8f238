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
/** A room's removal number: removals of a room are numbered in the order they committed. */
export const ZChatRemovalCursor = z
  .number()
  .int()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER)
  .describe("The room's last removal the client knows of (0: none)");

/** A room's share update number: settled shares of a room are numbered in commit order. */
export const ZChatShareCursor = z
  .number()
  .int()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER)
  .describe("The room's last settled share the client knows of (0: none)");

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
    IsReadOnly: z
      .boolean()
      .describe('Only managers, owners and tutors post (in a tutor room only tutors, always)'),
    Announcement: z.string(),
    MyRole: z.enum(chatMemberRoles),
    UnreadCount: z
      .number()
      .int()
      .describe('Messages of others after my last read one, counted up to 100 (shown as 99+)'),
    LastReadMessageId: ZMessageCursor,
    HistoryClearedAt: z.number().int().nullable().describe('Epoch ms, or null: never cleared'),
    OnlineCount: z.number().int().describe('Members with a live hub connection in the room'),
    RemovalCursor: ZChatRemovalCursor.describe(
      "The room's last removal before this page was read: SyncWhenReconnected starts from it",
    ),
    ShareCursor: ZChatShareCursor.describe(
      "The room's last settled share before this page was read: SyncWhenReconnected starts from it",
    ),
    Messages: z
      .array(ZChatMessage)
      .describe('The last page of the room, oldest first (after my history clear time)'),
    HasMoreHistory: z.boolean().describe('Older messages exist: page with GetHistoryMessage'),
    PinnedMessage: ZChatMessage.nullable().describe(
      'The one pinned message (UpdatePinMessage changes it), or null',
    ),
  })
  .meta({ id: 'ChatRoom' });
export type TChatRoom = z.output<typeof ZChatRoom>;

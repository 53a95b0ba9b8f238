import { z } from 'zod';
import { ZBetMode, ZSelection } from '../bet/bet-schemas.ts';

/**
 * Bet shares (issue #22): a player shares one of their own tickets into a room with the hub
 * method ShareBet (ZChatShareBetRequest); the room receives ReceiveMessage with Kind bet_share and BetShare, the
 * ticket as it was when shared. A member copies it into their own cart: BetTypeId, Selection,
 * Mode and Multiple are what a bet request takes (the cart prices it again).
 */

/** The largest Selection a share carries, as JSON characters: a chat message stays small. */
export const chatBetShareMaxSelectionLength = 4_000;

export const ZChatBetShare = z
  .object({
    TicketId: z.number().int(),
    SerialNumber: z.string().describe('The ticket serial, B0000000042'),
    GameId: z.number().int(),
    GameName: z.string().describe('Simplified Chinese'),
    GameNameEn: z.string(),
    IssueSerialNumber: z.string().nullable().describe('null: an instant (MiaoMiao) ticket'),
    BetTypeId: z.string().describe('packages/lottery bet type id'),
    BetTypeName: z.string().describe('Simplified Chinese'),
    BetTypeNameEn: z.string(),
    Book: z.enum(['official', 'twoSided']),
    Selection: ZSelection,
    Mode: ZBetMode,
    Multiple: z.number().int(),
    Units: z.number().int(),
    Amount: z.number().describe('Currency units, at most three decimals'),
    State: z.number().int().describe('SPEC §4 when shared: bet 0, cancel 1, no prize 2, win 3'),
    Prize: z.number().describe('The win when shared, or when settled since (0 unless State is 3)'),
    WinningNumber: z
      .string()
      .nullable()
      .optional()
      .describe(
        "The draw's number, stored when the ticket settled (null: cancelled; absent: not settled yet)",
      ),
  })
  .meta({ id: 'ChatBetShare' });
export type TChatBetShare = z.output<typeof ZChatBetShare>;

/**
 * Event ChatRoomBetAwardNotify, to every room a ticket was shared in, once when that ticket is
 * settled (won, no prize or cancelled): the message's stored snapshot takes the new State, Prize
 * and WinningNumber, so history and SyncWhenReconnected show it too; a client updates the card it shows. Repeats carry the same
 * DedupeKey (the outbox delivers at least once).
 */
export const ZChatRoomBetAwardNotifyEvent = z
  .object({
    RoomId: z.number().int(),
    MessageId: z.number().int().describe('The bet_share message'),
    TicketId: z.number().int(),
    State: z.number().int().describe('SPEC §4: cancel 1, no prize 2, win 3'),
    Prize: z.number().describe('Currency units; 0 unless State is 3'),
    WinningNumber: z.string().nullable().describe('null for a cancelled ticket'),
    DedupeKey: z.string(),
  })
  .meta({ id: 'ChatRoomBetAwardNotifyEvent' });
export type TChatRoomBetAwardNotifyEvent = z.output<typeof ZChatRoomBetAwardNotifyEvent>;

export const chatShareHubEvents = { chatRoomBetAwardNotify: 'ChatRoomBetAwardNotify' } as const;

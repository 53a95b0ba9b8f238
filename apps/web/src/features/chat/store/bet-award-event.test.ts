import { chatHubEvents } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { fromInitialData, type TChatRooms } from '../logic/chat-rooms.ts';
import { initialData, message, room } from '../testing/chat-fixtures.ts';
import { shareMessage } from '../testing/share-fixtures.ts';
import { chatEventHandlers } from './chat-event-handlers.ts';

const award = chatEventHandlers[chatHubEvents.chatRoomBetAwardNotify];
const apply = (rooms: TChatRooms, payload: unknown) => {
  if (!award) throw new Error('ChatRoomBetAwardNotify has no handler');
  return award(rooms, payload);
};

const won = {
  RoomId: 1,
  MessageId: 11,
  TicketId: 42,
  State: 3,
  Prize: 1950.5,
  WinningNumber: '2,3,4,5,6',
  DedupeKey: 'bet-award:42',
};

describe('ChatRoomBetAwardNotify', () => {
  const loaded = fromInitialData(
    initialData([room({ Messages: [message(10), shareMessage(11), message(12)] })]),
  );

  it("settles the shared ticket's card in place and keeps the winning number", () => {
    const rooms = apply(loaded, won);
    const settled = rooms.rooms[1]?.messages.find((held) => held.Id === 11);
    expect(settled?.BetShare).toMatchObject({
      TicketId: 42,
      State: 3,
      Prize: 1950.5,
      WinningNumber: '2,3,4,5,6',
    });
    expect(rooms.betAwards?.[11]).toEqual({ dedupeKey: 'bet-award:42' });
    expect(rooms.rooms[1]?.messages.map((held) => held.Id)).toEqual([10, 11, 12]);
    // The other messages and the unread count are untouched.
    expect(rooms.rooms[1]?.messages[0]).toBe(loaded.rooms[1]?.messages[0]);
    expect(rooms.rooms[1]?.room).toBe(loaded.rooms[1]?.room);
  });

  it('settles the pinned copy of the share, held in the page or not', () => {
    const pinnedAndHeld = fromInitialData(
      initialData([room({ Messages: [shareMessage(11)], PinnedMessage: shareMessage(11) })]),
    );
    const both = apply(pinnedAndHeld, won).rooms[1];
    expect(both?.room.PinnedMessage?.BetShare).toMatchObject({
      State: 3,
      WinningNumber: '2,3,4,5,6',
    });
    expect(both?.messages[0]?.BetShare).toMatchObject({ State: 3, Prize: 1950.5 });

    const pinnedOnly = fromInitialData(
      initialData([room({ Messages: [message(12)], PinnedMessage: shareMessage(11) })]),
    );
    const rooms = apply(pinnedOnly, won);
    expect(rooms.rooms[1]?.room.PinnedMessage?.BetShare).toMatchObject({ State: 3, Prize: 1950.5 });
    expect(rooms.rooms[1]?.messages).toBe(pinnedOnly.rooms[1]?.messages);
    expect(apply(rooms, won)).toBe(rooms);
  });

  it('ignores a repeat of the same DedupeKey', () => {
    const once = apply(loaded, won);
    expect(apply(once, won)).toBe(once);
    expect(apply(once, { ...won, Prize: 1 })).toBe(once);
  });

  it('ignores a message not held, a ticket that is not the one shared, and a bad payload', () => {
    expect(apply(loaded, { ...won, MessageId: 99 })).toBe(loaded);
    expect(apply(loaded, { ...won, RoomId: 5 })).toBe(loaded);
    expect(apply(loaded, { ...won, MessageId: 10 })).toBe(loaded);
    expect(apply(loaded, { ...won, TicketId: 43 })).toBe(loaded);
    expect(apply(loaded, { ...won, State: 'won' })).toBe(loaded);
    expect(apply(loaded, { ...won, MessageId: 99 }).betAwards).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { initialData, me, message, noRemovals, room } from '../testing/chat-fixtures.ts';
import { betShare, shareMessage } from '../testing/share-fixtures.ts';
import {
  applySync,
  clearHistory,
  fromInitialData,
  markRead,
  mergeById,
  prependHistory,
  receiveMessages,
  removeMessage,
  syncRequest,
  totalUnread,
  unreadBadgeText,
} from './chat-rooms.ts';

const ids = (state: ReturnType<typeof fromInitialData>, roomId = 1) =>
  state.rooms[roomId]?.messages.map((m) => m.Id);

describe('chat rooms', () => {
  const loaded = fromInitialData(
    initialData([
      room({ Messages: [message(10), message(11)], LastReadMessageId: 11, HasMoreHistory: true }),
      room({ Id: 2, Name: 'Second', UnreadCount: 4 }),
    ]),
  );

  it('keeps the rooms in the order given and their last page by id', () => {
    expect(loaded.roomIds).toEqual([1, 2]);
    expect(ids(loaded)).toEqual([10, 11]);
    expect(loaded.rooms[1]?.hasMoreHistory).toBe(true);
    expect(totalUnread(loaded)).toBe(4);
  });

  it('keeps a message that comes twice once, in id order, counted unread once', () => {
    let state = receiveMessages(loaded, 1, [message(13)]);
    state = receiveMessages(state, 1, [message(12), message(13)]);
    expect(ids(state)).toEqual([10, 11, 12, 13]);
    expect(state.rooms[1]?.room.UnreadCount).toBe(2);
  });

  it('counts my own messages and those read already as read', () => {
    const state = receiveMessages(loaded, 1, [message(9), message(12, { SenderId: me })]);
    expect(ids(state)).toEqual([9, 10, 11, 12]);
    expect(state.rooms[1]?.room.UnreadCount).toBe(0);
  });

  it('ignores messages of a room it does not hold', () => {
    expect(receiveMessages(loaded, 99, [message(1, { RoomId: 99 })])).toBe(loaded);
  });

  it('drops a removed message, and its unread count with it', () => {
    const received = receiveMessages(loaded, 1, [message(12), message(13)]);
    const state = removeMessage(received, 1, 12);
    expect(ids(state)).toEqual([10, 11, 13]);
    expect(state.rooms[1]?.room.UnreadCount).toBe(1);
    expect(removeMessage(state, 1, 12)).toBe(state);
  });

  it('adds an older page without counting it unread and takes its HasMore', () => {
    const state = prependHistory(loaded, 1, [message(8), message(9)], false);
    expect(ids(state)).toEqual([8, 9, 10, 11]);
    expect(state.rooms[1]?.room.UnreadCount).toBe(0);
    expect(state.rooms[1]?.hasMoreHistory).toBe(false);
  });

  it('marks read up to an id, never backwards', () => {
    const received = receiveMessages(loaded, 1, [message(12), message(13)]);
    const halfway = markRead(received, 1, 12);
    expect(halfway.rooms[1]?.room).toMatchObject({ LastReadMessageId: 12, UnreadCount: 1 });
    const back = markRead(halfway, 1, 10);
    expect(back.rooms[1]?.room.LastReadMessageId).toBe(12);
    expect(markRead(halfway, 1, 13).rooms[1]?.room.UnreadCount).toBe(0);
  });

  it('reading the newest message of a room clears a count of messages not loaded', () => {
    const state = markRead(fromInitialData(initialData([room({ UnreadCount: 100 })])), 1, 5);
    expect(state.rooms[1]?.room.UnreadCount).toBe(0);
  });

  it('clears my history: the messages up to then go and nothing older is left', () => {
    const state = clearHistory(loaded, 1, message(11).CreatedAt);
    expect(ids(state)).toEqual([]);
    expect(state.rooms[1]?.hasMoreHistory).toBe(false);
    expect(state.rooms[1]?.room.HistoryClearedAt).toBe(message(11).CreatedAt);
  });

  it('asks a sync from the newest id and the removal cursor of each room (0 for none)', () => {
    const cursorAt = (cursor: number) =>
      fromInitialData(
        initialData([room({ Messages: [message(10), message(11)], RemovalCursor: cursor })]),
      );
    expect(syncRequest(cursorAt(7))).toEqual([
      { RoomId: 1, LastMessageId: 11, RemovalCursor: 7, ShareCursor: 0 },
    ]);
    expect(syncRequest(loaded)[1]).toEqual({
      RoomId: 2,
      LastMessageId: 0,
      RemovalCursor: 0,
      ShareCursor: 0,
    });
  });

  it('applies a sync: new messages once, removals made while away, the next removal cursor', () => {
    const state = applySync(receiveMessages(loaded, 1, [message(12)]), {
      RoomId: 1,
      Messages: [message(12), message(13)],
      HasMore: false,
      RemovedMessageIds: [10, 12, 4],
      RemovalCursor: 9,
      HasMoreRemovals: false,
      SettledShares: [],
      ShareCursor: 0,
      HasMoreSettledShares: false,
    });
    expect(ids(state)).toEqual([11, 13]);
    expect(state.rooms[1]?.room.UnreadCount).toBe(1);
    expect(syncRequest(state)[0]).toEqual({
      RoomId: 1,
      LastMessageId: 13,
      RemovalCursor: 9,
      ShareCursor: 0,
    });
  });

  it('applies shares settled while away: the held card and the pinned copy, once', () => {
    const share = shareMessage(11);
    const held = fromInitialData(
      initialData([room({ Messages: [message(10), share], PinnedMessage: share })]),
    );
    const settled = shareMessage(11, betShare({ State: 3, Prize: 1950.5, WinningNumber: '1,2' }));
    const answer = {
      ...noRemovals,
      RoomId: 1,
      Messages: [],
      HasMore: false,
      SettledShares: [settled, shareMessage(99)],
      ShareCursor: 4,
    };
    const state = applySync(held, answer);
    expect(state.rooms[1]?.messages.map((m) => m.BetShare?.State ?? null)).toEqual([null, 3]);
    expect(state.rooms[1]?.messages[1]).toBe(settled);
    expect(state.rooms[1]?.room.PinnedMessage).toBe(settled);
    expect(ids(state)).toEqual([10, 11]);
    expect(syncRequest(state)[0]).toMatchObject({ ShareCursor: 4 });
    expect(applySync(state, answer).rooms[1]?.messages).toEqual(state.rooms[1]?.messages);
  });

  it('merges by id keeping the held array when nothing is new', () => {
    const held = [message(1), message(2)];
    expect(mergeById(held, [message(2)])).toBe(held);
  });

  it('shows counts past 99 as 99+', () => {
    expect([unreadBadgeText(5), unreadBadgeText(99), unreadBadgeText(100)]).toEqual([
      '5',
      '99',
      '99+',
    ]);
  });
});

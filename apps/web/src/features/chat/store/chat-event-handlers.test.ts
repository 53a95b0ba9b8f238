import { chatHubEvents } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { fromInitialData, type TChatRooms } from '../logic/chat-rooms.ts';
import { initialData, me, message, other, room } from '../testing/chat-fixtures.ts';
import { chatEventHandlers } from './chat-event-handlers.ts';

const apply = (rooms: TChatRooms, event: string, payload: unknown) => {
  const handler = chatEventHandlers[event];
  if (!handler) throw new Error(`no handler for ${event}`);
  return handler(rooms, payload);
};

describe('chat room events', () => {
  const loaded = fromInitialData(
    initialData([
      room({ Messages: [message(10), message(11), message(12)], LastReadMessageId: 10 }),
    ]),
  );

  it('adds a room I was put in first in the list, once, and drops one I left', () => {
    const group = room({
      Id: 5,
      Kind: 'group',
      Name: 'Friends',
      Messages: [message(3, { RoomId: 5 })],
    });
    let rooms = apply(loaded, chatHubEvents.chatRoomAdded, group);
    rooms = apply(rooms, chatHubEvents.enterSiteGroupRoom, group);
    expect(rooms.roomIds).toEqual([5, 1]);
    expect(rooms.rooms[5]?.messages.map((held) => held.Id)).toEqual([3]);
    rooms = apply(rooms, chatHubEvents.chatRoomRemoved, { RoomId: 5, Reason: 'removed' });
    expect(rooms.roomIds).toEqual([1]);
    expect(rooms.rooms[5]).toBeUndefined();
  });

  it('renames, sets the announcement and read-only, pins, and counts members online', () => {
    let rooms = apply(loaded, chatHubEvents.chatRoomRenamed, { RoomId: 1, Name: '<b>Hall</b>' });
    rooms = apply(rooms, chatHubEvents.chatRoomAnnouncement, {
      RoomId: 1,
      Announcement: 'Be kind',
    });
    rooms = apply(rooms, chatHubEvents.chatRoomReadOnly, { RoomId: 1, IsReadOnly: true });
    rooms = apply(rooms, chatHubEvents.updatePinMessage, { RoomId: 1, Message: message(11) });
    rooms = apply(rooms, chatHubEvents.changeOnlineState, {
      RoomId: 1,
      UserId: other,
      IsOnline: true,
      OnlineCount: 9,
      Changes: [{ UserId: other, IsOnline: true, OnlineCount: 9 }],
    });
    expect(rooms.rooms[1]?.room).toMatchObject({
      Name: '<b>Hall</b>',
      Announcement: 'Be kind',
      IsReadOnly: true,
      PinnedMessage: { Id: 11 },
      OnlineCount: 9,
    });
  });

  it('changes my role only when the event names me', () => {
    const others = apply(loaded, chatHubEvents.chatRoomRole, {
      RoomId: 1,
      UserId: other,
      Role: 'manager',
    });
    expect(others.rooms[1]?.room.MyRole).toBe('member');
    const mine = apply(loaded, chatHubEvents.chatRoomRole, {
      RoomId: 1,
      UserId: me,
      Role: 'manager',
    });
    expect(mine.rooms[1]?.room.MyRole).toBe('manager');
  });

  it('clears the room for everyone through an id: older messages, their unread and the pin go', () => {
    const pinned = apply(loaded, chatHubEvents.updatePinMessage, {
      RoomId: 1,
      Message: message(11),
    });
    const rooms = apply(pinned, chatHubEvents.clearHistoryMessage, {
      RoomId: 1,
      ClearedThroughMessageId: 11,
      ClearedAt: message(11).CreatedAt,
    });
    expect(rooms.rooms[1]?.messages.map((held) => held.Id)).toEqual([12]);
    expect(rooms.rooms[1]?.room).toMatchObject({ UnreadCount: 1, PinnedMessage: null });
    expect(rooms.rooms[1]?.hasMoreHistory).toBe(false);
  });

  it('ignores a payload that does not match its contract', () => {
    expect(apply(loaded, chatHubEvents.chatRoomRenamed, { RoomId: 'x' })).toBe(loaded);
    expect(apply(loaded, chatHubEvents.chatRoomRemoved, { RoomId: 1, Reason: 'kicked' })).toBe(
      loaded,
    );
  });
});

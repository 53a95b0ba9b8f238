import type { TChatInstantMessage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import {
  dismissInstant,
  emptyInstantState,
  instantNoticesMax,
  receiveInstant,
  showRoom,
  totalInstantUnread,
  type TInstantState,
} from './instant-store.ts';

const notice = (MessageId: number, RoomId = 7): TChatInstantMessage => ({
  RoomId,
  RoomName: `room ${RoomId}`,
  MessageId,
  SenderNickName: 'alice',
  Preview: `message ${MessageId}`,
  At: '2026-11-27T12:00:00.000Z',
});
const receiveAll = (state: TInstantState, notices: TChatInstantMessage[]) =>
  notices.reduce(receiveInstant, state);

describe('the instant message store', () => {
  it('shows a notice and counts it unread in its room', () => {
    const state = receiveAll(emptyInstantState, [notice(1), notice(2), notice(3, 9)]);
    expect(state.notices.map((n) => n.MessageId)).toEqual([1, 2, 3]);
    expect(state.unreadByRoom).toEqual({ 7: 2, 9: 1 });
    expect(totalInstantUnread(state)).toBe(3);
  });

  it('keeps the newest three notices, and still counts every message', () => {
    const state = receiveAll(
      emptyInstantState,
      [1, 2, 3, 4, 5].map((id) => notice(id)),
    );
    expect(state.notices.map((n) => n.MessageId)).toEqual([3, 4, 5]);
    expect(instantNoticesMax).toBe(3);
    expect(totalInstantUnread(state)).toBe(5);
  });

  it('ignores a message of the room the chat shows, and a repeat', () => {
    const open = showRoom(emptyInstantState, 7);
    expect(receiveInstant(open, notice(1))).toBe(open);
    const once = receiveInstant(emptyInstantState, notice(1));
    expect(receiveInstant(once, notice(1))).toBe(once);
  });

  it('opening a room drops its notices and clears its count; closing shows them again', () => {
    const state = receiveAll(emptyInstantState, [notice(1), notice(2, 9)]);
    const open = showRoom(state, 7);
    expect(open.notices.map((n) => n.MessageId)).toEqual([2]);
    expect(open.unreadByRoom).toEqual({ 7: 0, 9: 1 });
    const closed = receiveInstant(showRoom(open, null), notice(3));
    expect(closed.notices.map((n) => n.MessageId)).toEqual([2, 3]);
  });

  it('while the chat is live, its counts stand: a notice shows but adds no unread', () => {
    const live = { ...emptyInstantState, isChatLive: true, unreadByRoom: { 7: 4 } };
    const state = receiveInstant(live, notice(1));
    expect(state.notices).toHaveLength(1);
    expect(state.unreadByRoom).toEqual({ 7: 4 });
  });

  it('dismisses one notice', () => {
    const state = receiveAll(emptyInstantState, [notice(1), notice(2)]);
    expect(dismissInstant(state, 1).notices.map((n) => n.MessageId)).toEqual([2]);
  });
});

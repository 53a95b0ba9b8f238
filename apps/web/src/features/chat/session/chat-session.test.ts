import type { TChatInitialData } from '@lottery/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { resetChatStore, useChatStore } from '../store/chat-store.ts';
import { initialData, message, noRemovals, room } from '../testing/chat-fixtures.ts';
import { fakeChatHub } from '../testing/fake-chat-hub.ts';
import { startChatSession, type TChatSession } from './chat-session.ts';

let session: TChatSession | null = null;
afterEach(() => {
  session?.stop();
  session = null;
  resetChatStore();
});

const heldIds = () => useChatStore.getState().rooms[1]?.messages.map((m) => m.Id);

describe('chat session', () => {
  it('applies events that came while the first load was on its way after it, each once', async () => {
    let answer: (data: TChatInitialData) => void = () => undefined;
    const fake = fakeChatHub({
      GetInitialData: () => new Promise<TChatInitialData>((resolve) => (answer = resolve)),
    });
    session = startChatSession(fake.hub);
    expect(useChatStore.getState().load).toBe('loading');
    fake.emit('ReceiveMessage', message(11));
    fake.emit('ReceiveMessage', message(12));
    fake.emit('RemoveMessage', { RoomId: 1, MessageId: 10 });
    answer(initialData([room({ Messages: [message(10), message(11)] })]));
    await expect.poll(() => useChatStore.getState().load).toBe('ready');
    expect(heldIds()).toEqual([11, 12]);
  });

  it('loads the last page again when a room missed more than a sync answers', async () => {
    let page = [message(10)];
    const fake = fakeChatHub({
      GetInitialData: () => initialData([room({ Messages: page })]),
      SyncWhenReconnected: () => ({
        Rooms: [{ RoomId: 1, Messages: [message(11)], HasMore: true, ...noRemovals }],
      }),
    });
    session = startChatSession(fake.hub);
    await expect.poll(heldIds).toEqual([10]);
    page = [message(400), message(401)];
    fake.setConnected(false);
    fake.setConnected(true);
    await expect.poll(heldIds).toEqual([400, 401]);
    expect(fake.callsOf('SyncWhenReconnected')).toEqual([
      { Rooms: [{ RoomId: 1, LastMessageId: 10, RemovalCursor: 0, ShareCursor: 0 }] },
    ]);
  });

  it('follows no event once stopped', async () => {
    const fake = fakeChatHub({ GetInitialData: () => initialData([room()]) });
    session = startChatSession(fake.hub);
    await expect.poll(() => useChatStore.getState().load).toBe('ready');
    session.stop();
    fake.emit('ReceiveMessage', message(5));
    expect(heldIds()).toEqual([]);
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TChatMessage } from '@lottery/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import {
  hubRefusal,
  initialData,
  me,
  message,
  noRemovals,
  room,
} from '../testing/chat-fixtures.ts';
import { fakeChatHub } from '../testing/fake-chat-hub.ts';
import { ChatPanel } from './chat-panel.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
});

const markup = '<img src=x onerror=alert(1)><b>bold</b>';

/** A hub whose AddMessage stores the message as the next id, mine. */
function chatHub(rooms = [room({ Messages: [message(10), message(11)], UnreadCount: 2 })]) {
  let nextId = 100;
  const fake = fakeChatHub({
    GetInitialData: () => initialData(rooms),
    AddMessage: (argument) => {
      const { RoomId, Body } = argument as { RoomId: number; Body: string };
      return message(nextId++, { RoomId, Body, SenderId: me, SenderNickName: 'Me' });
    },
    UpdateRoomActiveTime: (argument) => {
      const { RoomId, LastReadMessageId } = argument as {
        RoomId: number;
        LastReadMessageId: number;
      };
      return { RoomId, LastReadMessageId };
    },
    SyncWhenReconnected: () => ({ Rooms: [] }),
    GetHistoryMessage: () => ({ RoomId: 1, Messages: [], HasMore: false }),
    SetHistoryMessageClearTime: () => ({ RoomId: 1, HistoryClearedAt: Date.now() }),
  });
  setCurrentHub(fake.hub);
  return fake;
}

async function openRoom(name = 'Lobby') {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('log');
}

const bodies = (log: HTMLElement) =>
  [...log.querySelectorAll('.chat-body')].map((element) => element.textContent);

describe('ChatPanel', () => {
  it('lists my rooms with their unread badge and last message', async () => {
    chatHub();
    render(<ChatPanel />);
    const item = await screen.findByRole('button', { name: /Lobby/ });
    const badge = item.querySelector('.chat-badge');
    expect(badge?.querySelector('[aria-hidden]')?.textContent).toBe('2');
    expect(within(item).getByText('2 unread')).toBeTruthy();
    expect(item.textContent).toContain('Lucky: message 11');
  });

  it('shows the messages oldest first, mine on the right, and marks the room read', async () => {
    const fake = chatHub([
      room({ Messages: [message(10), message(11, { SenderId: me })], UnreadCount: 1 }),
    ]);
    render(<ChatPanel />);
    const log = await openRoom();
    expect(bodies(log)).toEqual(['message 10', 'message 11']);
    const items = log.querySelectorAll('.chat-message');
    expect(items[0]?.classList.contains('mine')).toBe(false);
    expect(items[1]?.classList.contains('mine')).toBe(true);
    expect(within(items[1] as HTMLElement).getByText('Me')).toBeTruthy();
    expect(fake.callsOf('UpdateRoomActiveTime')).toEqual([{ RoomId: 1, LastReadMessageId: 11 }]);
  });

  it('sends on Enter, not on Shift+Enter, and shows the message once when its event comes too', async () => {
    const fake = chatHub();
    render(<ChatPanel />);
    const log = await openRoom();
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    fireEvent.change(box, { target: { value: 'hello' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(fake.callsOf('AddMessage')).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('hello');
    expect(fake.callsOf('AddMessage')).toEqual([{ RoomId: 1, Kind: 'text', Body: 'hello' }]);
    act(() => fake.emit('ReceiveMessage', message(100, { Body: 'hello', SenderId: me })));
    expect(bodies(log)).toEqual(['message 10', 'message 11', 'hello']);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('counts characters to 500 and will not send past them', async () => {
    chatHub();
    render(<ChatPanel />);
    await openRoom();
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    fireEvent.change(box, { target: { value: '😀'.repeat(500) } });
    expect(screen.getByText('500/500')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(screen.getByText('A message holds at most 500 characters')).toBeTruthy();
  });

  it("shows a refusal in the reader's language from the catalogue", async () => {
    const fake = chatHub();
    fake.invoke.mockImplementationOnce(async () => initialData([room()]));
    render(<ChatPanel />);
    await openRoom();
    fake.invoke.mockImplementationOnce(async () => {
      throw hubRefusal(8806, '发言过于频繁，请 3 秒后再试');
    });
    fake.invoke.mockImplementationOnce(async () => {
      throw hubRefusal(8807, '聊天室消息过多，请稍后再试');
    });
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    fireEvent.change(box, { target: { value: 'hi' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('发言过于频繁，请 3 秒后再试');
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('This room is very busy; try again in a moment');
    expect((box as HTMLTextAreaElement).value).toBe('hi');
  });

  it('shuts the composer with the reason once chat is refused as disabled', async () => {
    const fake = chatHub();
    render(<ChatPanel />);
    await openRoom();
    fake.invoke.mockImplementationOnce(async () => {
      throw hubRefusal(8802, '您的账户已被禁止聊天，请联系客服');
    });
    const box = screen.getByRole('textbox', { name: 'Write a message' });
    fireEvent.change(box, { target: { value: 'hi' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByRole('alert');
    expect(box).toHaveProperty('disabled', true);
    expect(screen.getAllByText(/Chat is disabled on your account/).length).toBeGreaterThan(0);
  });

  it('shuts the composer of a read-only room for a member and says why', async () => {
    chatHub([room({ IsReadOnly: true, Announcement: 'Draw at 9' })]);
    render(<ChatPanel />);
    await openRoom();
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Only the room managers can post in this room')).toBeTruthy();
    expect(screen.getAllByText('Read-only').length).toBeGreaterThan(0);
    expect(screen.getByText('Draw at 9')).toBeTruthy();
  });

  it('renders markup in a message as its text, creating no element', async () => {
    const fake = chatHub([room({ Messages: [message(10, { Body: markup })] })]);
    render(<ChatPanel />);
    const log = await openRoom();
    act(() =>
      fake.emit('ReceiveMessage', message(12, { Body: markup, SenderNickName: '<b>x</b>' })),
    );
    expect(bodies(log)).toEqual([markup, markup]);
    expect(log.querySelector('img, b')).toBeNull();
  });

  it('shows an image by its address and a shared bet as a card linking to its game', async () => {
    const share = {
      TicketId: 5,
      SerialNumber: 'B0000000005',
      GameId: 2,
      GameName: '<i>重庆时时彩</i>',
      GameNameEn: '<i>Chongqing SSC</i>',
      IssueSerialNumber: '20261127-042',
      BetTypeId: 'ssc.5star.direct',
      BetTypeName: '五星直选',
      BetTypeNameEn: 'Five-star direct',
      Book: 'official' as const,
      Selection: { rows: [[1], [2], [3], [4], [5]] },
      Mode: 'yuan' as const,
      Multiple: 2,
      Units: 1,
      Amount: 4,
      State: 3,
      Prize: 180_000,
    };
    chatHub([
      room({
        Messages: [
          message(10, { Kind: 'image', Body: '/uploads/chat/a.png' }),
          message(11, { Kind: 'bet_share', Body: '', BetShare: share }),
        ],
      }),
    ]);
    render(
      <MemoryRouter>
        <ChatPanel />
      </MemoryRouter>,
    );
    const log = await openRoom();
    const image = within(log).getByRole('img', { name: 'Image from Lucky' });
    expect(image.getAttribute('src')).toBe('/uploads/chat/a.png');
    const card = within(log).getByLabelText('Shared bet');
    expect(card.textContent).toContain('<i>Chongqing SSC</i>');
    expect(card.textContent).toContain('Issue 20261127-042');
    expect(card.textContent).toContain('Won 180,000.000');
    expect(card.querySelector('i')).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Bet on <i>Chongqing SSC</i>' }).getAttribute('href'),
    ).toBe('/Bet/2');
  });

  it('drops a removed message', async () => {
    const fake = chatHub();
    render(<ChatPanel />);
    const log = await openRoom();
    act(() => fake.emit('RemoveMessage', { RoomId: 1, MessageId: 10 }));
    expect(bodies(log)).toEqual(['message 11']);
  });

  it('after a reconnection asks what came after the newest id and shows each message once', async () => {
    const fake = chatHub();
    render(<ChatPanel />);
    const log = await openRoom();
    const missed: TChatMessage[] = [message(12), message(13)];
    fake.answers.SyncWhenReconnected = () => ({
      Rooms: [{ RoomId: 1, Messages: missed, HasMore: false, ...noRemovals }],
    });
    act(() => fake.setConnected(false));
    act(() => fake.emit('ReceiveMessage', message(12)));
    await act(async () => fake.setConnected(true));
    expect(fake.callsOf('SyncWhenReconnected')).toEqual([
      { Rooms: [{ RoomId: 1, LastMessageId: 12, RemovalCursor: 0, ShareCursor: 0 }] },
    ]);
    await screen.findByText('message 13');
    expect(bodies(log)).toEqual(['message 10', 'message 11', 'message 12', 'message 13']);
  });

  it('pages older messages in above the ones held', async () => {
    const fake = chatHub([room({ Messages: [message(10)], HasMoreHistory: true })]);
    fake.invoke.mockImplementation(async (method: string, argument?: unknown) =>
      method === 'GetHistoryMessage'
        ? { RoomId: 1, Messages: [message(8), message(9)], HasMore: false }
        : method === 'GetInitialData'
          ? initialData([room({ Messages: [message(10)], HasMoreHistory: true })])
          : {
              RoomId: 1,
              LastReadMessageId: (argument as { LastReadMessageId: number }).LastReadMessageId,
            },
    );
    render(<ChatPanel />);
    const log = await openRoom();
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('No earlier messages');
    expect(fake.callsOf('GetHistoryMessage')).toEqual([{ RoomId: 1, BeforeMessageId: 10 }]);
    expect(bodies(log)).toEqual(['message 8', 'message 9', 'message 10']);
  });

  it('leaves the room for the list on Escape, and closes from the list', async () => {
    chatHub();
    let closed = 0;
    render(<ChatPanel onClose={() => (closed += 1)} />);
    const log = await openRoom();
    fireEvent.keyDown(log, { key: 'Escape' });
    expect(screen.queryByRole('log')).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: /Lobby/ }), { key: 'Escape' });
    expect(closed).toBe(1);
  });

  it('says when loading failed and loads again on retry', async () => {
    const fake = chatHub();
    fake.invoke.mockImplementationOnce(async () => {
      throw new Error('hub not connected (Connecting)');
    });
    render(<ChatPanel />);
    await screen.findByText('Chat could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Lobby/ })).toBeTruthy();
  });

  it('says when I have no room', async () => {
    chatHub([]);
    render(<ChatPanel />);
    expect(await screen.findByText('No chat room to enter yet')).toBeTruthy();
  });
});

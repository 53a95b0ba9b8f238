import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useNotices } from '../../../shared/notices/notices-store.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { useChatStore } from '../store/chat-store.ts';
import { hubRefusal, initialData, me, room } from '../testing/chat-fixtures.ts';
import { fakeChatHub } from '../testing/fake-chat-hub.ts';
import { betShare, shareMessage } from '../testing/share-fixtures.ts';
import { ShareTicketPicker } from './share-ticket-picker.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  useNotices.setState({ toasts: [], warnings: [], wins: [] });
});

const rooms = [
  room({ Id: 1, Name: 'Lobby' }),
  room({ Id: 2, Name: 'News', IsReadOnly: true }),
  room({ Id: 3, Name: 'Friends', Kind: 'group' }),
  room({ Id: 4, Name: 'Tutor Wang', Kind: 'tutor' }),
];

function shareHub(shareBet: (argument: unknown) => unknown) {
  const fake = fakeChatHub({
    GetInitialData: () => initialData(rooms),
    ShareBet: shareBet,
  });
  setCurrentHub(fake.hub);
  return fake;
}

describe('ShareTicketPicker', () => {
  it('offers the rooms I may post in and calls ShareBet with the chosen one', async () => {
    let done = 0;
    const fake = shareHub((argument) => {
      const { RoomId } = argument as { RoomId: number };
      return { ...shareMessage(50, betShare()), RoomId, SenderId: me };
    });
    render(<ShareTicketPicker ticketId={42} onDone={() => (done += 1)} />);
    await screen.findByRole('button', { name: 'Share to Lobby' });
    // A read-only room and a tutor room are not mine to post in.
    expect(screen.queryByRole('button', { name: 'Share to News' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share to Tutor Wang' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Share to Friends' }));
    await waitFor(() => expect(done).toBe(1));
    expect(fake.callsOf('ShareBet')).toEqual([{ RoomId: 3, TicketId: 42 }]);
    expect(useChatStore.getState().rooms[3]?.messages.map((held) => held.Id)).toEqual([50]);
    expect(useNotices.getState().warnings.map((w) => w.text)).toEqual([
      'Ticket shared to Friends.',
    ]);
  });

  it("shows a refusal's catalogue text and stays for another try", async () => {
    let done = 0;
    shareHub(() => {
      throw hubRefusal(8838, 'You have no such ticket to share');
    });
    render(<ShareTicketPicker ticketId={7} onDone={() => (done += 1)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share to Lobby' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have no such ticket to share');
    expect(done).toBe(0);
    expect(
      (screen.getByRole('button', { name: 'Share to Lobby' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Do not share' }));
    expect(done).toBe(1);
  });
});

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { instantActions, useInstantStore } from '../../../shared/chat-instant/instant-store.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { initialData, room } from '../testing/chat-fixtures.ts';
import { fakeChatHub } from '../testing/fake-chat-hub.ts';
import ChatPage from './chat-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  instantActions.reset();
});

const rooms = [
  room({ UnreadCount: 2 }),
  room({ Id: 5, Kind: 'group', Name: 'Lucky 7', UnreadCount: 4 }),
];

function renderAt(path: string) {
  setCurrentHub(fakeChatHub({ GetInitialData: () => initialData(rooms) }).hub);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ChatPage />
    </MemoryRouter>,
  );
}

describe('/Chat?room= (an instant message’s link)', () => {
  it('opens that room, and tells the shell it is on screen until it closes', async () => {
    const view = renderAt('/Chat?room=5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lucky 7' })).toBeTruthy();
    expect(useInstantStore.getState().openRoomId).toBe(5);
    view.unmount();
    expect(useInstantStore.getState().openRoomId).toBeNull();
  });

  it('shows the list for a room that is not mine', async () => {
    renderAt('/Chat?room=99');
    await screen.findByRole('button', { name: /Lucky 7/ });
    expect(useInstantStore.getState().openRoomId).toBeNull();
  });

  it('publishes the chat’s unread counts to the shell while its session is live', async () => {
    renderAt('/Chat');
    await waitFor(() => expect(useInstantStore.getState().unreadByRoom).toEqual({ 1: 2, 5: 4 }));
    expect(useInstantStore.getState().isChatLive).toBe(true);
  });
});

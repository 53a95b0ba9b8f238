import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  setCurrentHub(fakeChatHub({ GetInitialData: () => initialData([room()]) }).hub);
  render(
    <MemoryRouter initialEntries={[path]}>
      <ChatPage />
      <Address />
    </MemoryRouter>,
  );
}

describe('ChatPage', () => {
  it('asks which room to share the ticket of its address in, until answered', async () => {
    renderAt('/Chat?shareTicket=42');
    expect(screen.getByRole('heading', { name: 'Share a ticket to a chat room' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Share to Lobby' });
    fireEvent.click(screen.getByRole('button', { name: 'Do not share' }));
    expect(screen.queryByRole('heading', { name: 'Share a ticket to a chat room' })).toBeNull();
    expect(screen.getByTestId('address').textContent).toBe('/Chat');
  });

  it('asks nothing without a ticket, or with one that is no id', () => {
    renderAt('/Chat?shareTicket=abc');
    expect(screen.queryByRole('heading', { name: 'Share a ticket to a chat room' })).toBeNull();
  });
});

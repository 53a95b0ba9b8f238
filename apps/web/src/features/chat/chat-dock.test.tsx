import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../shared/realtime/current-hub.ts';
import ChatDock from './chat-dock.tsx';
import { initialData, message, room } from './testing/chat-fixtures.ts';
import { fakeChatHub } from './testing/fake-chat-hub.ts';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  vi.unstubAllGlobals();
});

/** A screen as wide as a desktop's (or not), as far as useMediaQuery can tell. */
function stubScreen(isDesktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isDesktop && query.includes('min-width: 1024px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderDock() {
  const fake = fakeChatHub({
    GetInitialData: () =>
      initialData([
        room({ Messages: [message(10)], UnreadCount: 1 }),
        room({ Id: 2, Name: 'Second', UnreadCount: 120 }),
      ]),
  });
  setCurrentHub(fake.hub);
  render(
    <MemoryRouter>
      <ChatDock />
    </MemoryRouter>,
  );
}

describe('ChatDock', () => {
  it('on a phone links to /Chat with the unread count of every room', async () => {
    stubScreen(false);
    renderDock();
    const link = screen.getByRole('link', { name: 'Open chat' });
    expect(link.getAttribute('href')).toBe('/Chat');
    await screen.findByText('121 unread');
    expect(link.querySelector('.chat-badge [aria-hidden]')?.textContent).toBe('99+');
  });

  it('on a desktop unfolds the chat beside the page and folds it again on Escape', async () => {
    stubScreen(true);
    renderDock();
    const toggle = screen.getByRole('button', { name: /Chat/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const lobby = await screen.findByRole('button', { name: /Lobby/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(lobby, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: /Lobby/ })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});

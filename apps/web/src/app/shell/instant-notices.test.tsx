import type { TChatInstantMessage } from '@lottery/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { instantActions } from '../../shared/chat-instant/instant-store.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { instantNoticeMs, InstantNotices } from './instant-notices.tsx';
import { InstantUnreadBadge } from './instant-unread-badge.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  instantActions.reset();
});

const notice = (MessageId: number, patch: Partial<TChatInstantMessage> = {}) => ({
  RoomId: 12,
  RoomName: 'Lucky 7',
  MessageId,
  SenderNickName: 'alice',
  Preview: `message ${MessageId}`,
  At: '2026-11-27T12:00:00.000Z',
  ...patch,
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderShell() {
  render(
    <MemoryRouter initialEntries={['/Bet/1']}>
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
      <InstantNotices />
      <p>
        menu <InstantUnreadBadge />
      </p>
    </MemoryRouter>,
  );
}
const region = () => screen.getByRole('region', { name: 'New group messages' });
const links = () => within(region()).queryAllByRole('link');
const receive = (...notices: TChatInstantMessage[]) =>
  act(() => {
    for (const one of notices) instantActions.receive(one);
  });

describe('instant message notices', () => {
  it('shows "<sender> in <room>: <preview>" in a polite live region, with the site time', () => {
    renderShell();
    expect(region().getAttribute('aria-live')).toBe('polite');
    receive(notice(1));
    const [link] = links();
    expect(link?.textContent).toContain('alice in Lucky 7: message 1');
    expect(within(region()).getByText('20:00')).toBeTruthy();
  });

  it('translates the image and shared-bet markers', () => {
    renderShell();
    receive(notice(1, { Preview: '[image]' }), notice(2, { Preview: '[bet]' }));
    expect(links().map((link) => link.textContent)).toEqual([
      expect.stringContaining('alice in Lucky 7: [picture]'),
      expect.stringContaining('alice in Lucky 7: [shared bet]'),
    ]);
  });

  it('opens the room in the chat on a click, and leaves', () => {
    renderShell();
    receive(notice(1));
    fireEvent.click(links()[0] as HTMLElement);
    expect(screen.getByTestId('address').textContent).toBe('/Chat?room=12');
    expect(links()).toHaveLength(0);
  });

  it('is dismissed by its button, the keyboard’s way too', () => {
    renderShell();
    receive(notice(1), notice(2));
    const [first] = within(region()).getAllByRole('button', { name: 'Dismiss' });
    first?.focus();
    fireEvent.click(first as HTMLElement);
    expect(links().map((link) => link.textContent)).toEqual([expect.stringContaining('message 2')]);
  });

  it('leaves on its own after a while', () => {
    vi.useFakeTimers();
    try {
      renderShell();
      receive(notice(1));
      act(() => vi.advanceTimersByTime(instantNoticeMs - 1));
      expect(links()).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(links()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stacks three at most, the newest last', () => {
    renderShell();
    receive(...[1, 2, 3, 4].map((id) => notice(id)));
    expect(links().map((link) => link.textContent)).toEqual([
      expect.stringContaining('message 2'),
      expect.stringContaining('message 3'),
      expect.stringContaining('message 4'),
    ]);
  });

  it('shows none for the room the chat shows', () => {
    renderShell();
    act(() => instantActions.showRoom(12));
    receive(notice(1), notice(2, { RoomId: 13, RoomName: 'Other' }));
    expect(links().map((link) => link.textContent)).toEqual([
      expect.stringContaining('alice in Other: message 2'),
    ]);
  });
});

describe('the menu’s unread badge', () => {
  it('rises with each instant message and clears when the room is read', () => {
    renderShell();
    expect(screen.queryByText('2 unread')).toBeNull();
    receive(notice(1), notice(2), notice(3, { RoomId: 13 }));
    expect(screen.getByText('3 unread')).toBeTruthy();
    act(() => instantActions.showRoom(12));
    expect(screen.getByText('1 unread')).toBeTruthy();
    act(() => instantActions.showRoom(null));
    act(() => instantActions.publishChatUnread({ 12: 0, 13: 0 }));
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it('shows 99+ past 99', () => {
    renderShell();
    act(() => instantActions.publishChatUnread({ 12: 150 }));
    expect(screen.getByText('99+')).toBeTruthy();
  });
});

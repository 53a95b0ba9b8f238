import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import '../../../shared/i18n/locales/sections/shell-sections.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { LoginPopups } from './login-popups.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
  vi.unstubAllGlobals();
});

const popup = (id: number) => ({
  Id: id,
  Type: 1,
  Title: `Popup ${id}`,
  Content: `Text ${id}`,
  StartTime: 0,
  IsPopup: true,
  IsRead: false,
});

describe('LoginPopups', () => {
  it('shows the unread popups one after another, marking each read as it is closed', async () => {
    const marked: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: { body?: string }) => {
        let answer: unknown = { Announcements: [popup(1), popup(2)] };
        if (path === '/api/Annoucement/MarkRead') {
          marked.push((JSON.parse(init?.body ?? '{}') as { Id: number }).Id);
          answer = { Count: 5 - marked.length };
        }
        return { ok: true, status: 200, text: async () => JSON.stringify(answer) };
      }),
    );
    useSessionStore.getState().save(
      {
        access_token: 't',
        expires_in: 1800,
        IsAgent: false,
        UserName: 'demoplayer',
        NickName: 'Demo',
        LoginType: 1,
      } as never,
      Date.now(),
    );
    render(<LoginPopups />);
    const first = await screen.findByRole('dialog', { name: 'Popup 1' });
    expect(first.textContent).toContain('Text 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Popup 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(useUserInfo.getState().unreadAnnouncement).toBe(3));
    expect(marked).toEqual([1, 2]);
  });

  it('asks nothing before a login', () => {
    const fetchStub = vi.fn();
    vi.stubGlobal('fetch', fetchStub);
    render(<LoginPopups />);
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

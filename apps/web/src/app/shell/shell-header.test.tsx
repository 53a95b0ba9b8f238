import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';
import { DialogHost } from '../../shared/dialogs/dialog-host.tsx';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { ShellHeader } from './shell-header.tsx';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  useSessionStore.setState({
    session: {
      accessToken: 't',
      isAgent: false,
      userName: 'demoplayer',
      nickName: '',
      expiresAt: Date.now() + 60_000,
      loginType: 0,
      isBetVerified: false,
    },
  });
  useUserInfo.setState({ userName: 'demoplayer', walletAmount: 10000, hideWalletAmount: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, status: 200, text: async () => '' })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderHeader() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<ShellHeader />} />
          <Route path="/Login" element={<p>login page</p>} />
        </Routes>
        <DialogHost warningAutoHideMs={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ShellHeader', () => {
  it('shows the name and the wallet, and hides the wallet on request', () => {
    renderHeader();
    expect(screen.getByTestId('user-name').textContent).toBe('demoplayer');
    expect(screen.getByTestId('wallet-amount').textContent).toBe('10,000.000');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('wallet-amount').textContent).toBe('******');
  });

  it('links the unread activity count to the activity centre', () => {
    useUserInfo.setState({ unreadActivityCount: 0 });
    renderHeader();
    expect(screen.queryByTestId('activity-unread-badge')).toBeNull();
    cleanup();
    useUserInfo.setState({ unreadActivityCount: 2 });
    renderHeader();
    const badge = screen.getByRole('link', { name: 'Unread activities 2' });
    expect(badge.getAttribute('href')).toBe('/Activity');
    useUserInfo.setState({ unreadActivityCount: 0 });
  });

  it('shows the VIP level once the user info has it', () => {
    useUserInfo.setState({ vipinfo: null });
    renderHeader();
    expect(screen.queryByTestId('vip-level')).toBeNull();
    cleanup();
    useUserInfo.setState({ vipinfo: { Level: 2, LevelName: '白银会员' } });
    renderHeader();
    expect(screen.getByTestId('vip-level').textContent).toBe('VIP2 Member level: 白银会员');
  });

  it('asks in the confirm dialog before logging out; cancel keeps the session', async () => {
    const nativeConfirm = vi.spyOn(window, 'confirm');
    renderHeader();
    const logout = screen.getByRole('button', { name: 'Log out' });
    logout.focus();
    fireEvent.click(logout);
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(dialog.textContent).toContain('Do you want to log out?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => undefined);
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(document.activeElement).toBe(logout);
    expect(nativeConfirm).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs out on confirm and goes to /Login', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await act(async () => undefined);
    expect(fetch).toHaveBeenCalledWith('/api/Token/Logout', expect.anything());
    // The /Login route's guard forgets the session on arrival (covered by the e2e journeys).
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('opens the bet options panel from the header', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Bet options' }));
    const panel = screen.getByRole('dialog', { name: 'Bet options' });
    expect(panel.querySelectorAll('[role="switch"]')).toHaveLength(7);
  });
});

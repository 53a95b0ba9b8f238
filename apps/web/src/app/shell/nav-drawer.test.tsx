import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';
import { NavDrawer } from './nav-drawer.tsx';
import { navGroups } from './nav-sections.ts';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  useUserInfo.setState({
    bonusPrivileges: null,
    unreadActivityCount: 0,
    activityInfo: { redPacketSolitaireEntryable: false },
  });
});

function renderMenu(isAgent: boolean) {
  useSessionStore.setState({
    session: {
      accessToken: 't',
      isAgent,
      userName: 'someone',
      nickName: '',
      expiresAt: Date.now() + 60_000,
      loginType: 0,
      isBetVerified: false,
    },
  });
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<NavDrawer settings={<button type="button">Log out</button>} />} />
        <Route path="/BetRecord" element={<p>bet records page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

const menu = () => screen.getByRole('dialog', { name: 'All sections' });
const groupTitles = () =>
  within(menu())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('NavDrawer', () => {
  it('lists every section by group; a player sees no agent centre', () => {
    fireEvent.click(renderMenu(false));
    expect(groupTitles()).toEqual([
      'Betting',
      'Records and reports',
      'Wallet',
      'My account',
      'Promotions',
      'Announcements',
      'Downloads',
    ]);
    expect(within(menu()).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('shows the agent centre to an agent', () => {
    fireEvent.click(renderMenu(true));
    expect(groupTitles()).toContain('Agent centre');
    expect(within(menu()).getByRole('link', { name: 'Team members' }).getAttribute('href')).toBe(
      '/Player',
    );
  });

  it('lists the bonus programmes only to an agent an administrator granted them', () => {
    fireEvent.click(renderMenu(true));
    const links = () =>
      within(menu())
        .queryAllByRole('link')
        .map((link) => link.textContent);
    expect(links()).not.toContain('Bonuses');
    expect(links()).not.toContain('Shareholder bonus (lottery)');
    cleanup();
    useUserInfo.setState({
      bonusPrivileges: {
        HaveBonusWallet: false,
        HaveBonusPermission: true,
        BonusCreationAllowed: true,
        HasShareHolderBonus: true,
        HasShareHolderBonusExternal: false,
        HasShareHolderBonusContent: false,
        HasShareHolderBonusContentExternal: false,
      },
    });
    fireEvent.click(renderMenu(true));
    expect(links()).toContain('Bonuses');
    expect(links()).toContain('Shareholder bonus (lottery)');
    expect(links()).not.toContain('Shareholder bonus (external)');
  });

  it('marks sections whose screen is not built yet, and only those', () => {
    fireEvent.click(renderMenu(false));
    expect(within(menu()).getByRole('link', { name: 'Bet records' }).getAttribute('href')).toBe(
      '/BetRecord',
    );
    expect(within(menu()).getByRole('link', { name: 'Game lobby' })).toBeTruthy();
    const bonusWallet = within(menu()).getByRole('link', { name: 'Bonus wallet' });
    expect(bonusWallet.getAttribute('href')).toBe('/BonusWallet');
    const links = within(menu()).getAllByRole('link');
    const unbuilt = navGroups
      .filter((group) => !group.isAgentOnly)
      .flatMap((group) => group.items)
      .filter((item) => !item.isBuilt && !item.bonusPrivilege);
    for (const item of unbuilt) {
      const link = links.find((candidate) => candidate.getAttribute('href') === item.href);
      expect(link?.textContent, item.href).toContain('Coming soon');
    }
    expect(within(menu()).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/Deposit',
    );
    expect(
      within(menu()).getByRole('link', { name: 'Game lobby' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows the unread activity count on the activity centre entry, and none when all are read', () => {
    fireEvent.click(renderMenu(false));
    const entry = () => within(menu()).getByRole('link', { name: /^Activities/ });
    expect(entry().getAttribute('href')).toBe('/Activity');
    expect(entry().textContent).toBe('Activities');
    cleanup();
    useUserInfo.setState({ unreadActivityCount: 3 });
    fireEvent.click(renderMenu(false));
    expect(entry().textContent).toBe('Activities3Unread activities 3');
  });

  it('offers the red-packet relay only while one the player may join runs', () => {
    fireEvent.click(renderMenu(false));
    expect(within(menu()).queryByRole('link', { name: 'Red packet relay' })).toBeNull();
    cleanup();
    useUserInfo.setState({ activityInfo: { redPacketSolitaireEntryable: true } });
    fireEvent.click(renderMenu(false));
    const relay = within(menu()).getByRole('link', { name: 'Red packet relay' });
    expect(relay.getAttribute('href')).toBe('/RedPacketSolitaire');
  });

  it('moves focus in, closes on Escape with focus back on the menu button', () => {
    const open = renderMenu(false);
    open.focus();
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(menu().contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(menu(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('closes when a section is chosen and goes there', () => {
    fireEvent.click(renderMenu(false));
    fireEvent.click(within(menu()).getByRole('link', { name: 'Bet records' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('bet records page')).toBeTruthy();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import type { TBonusGrantView, TBonusWalletView } from '../api/get-bonus-wallet.ts';
import { turnoverPercent } from '../components/bonus-grant-card.tsx';
import BonusWalletPage from './bonus-wallet-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// 2026-11-27 12:00 UTC = 20:00 in the site zone (Asia/Shanghai).
const at = Date.UTC(2026, 10, 27, 12, 0);
const grant = (patch: Partial<TBonusGrantView>): TBonusGrantView => ({
  Id: '1',
  Amount: 88,
  Source: 'activity',
  TurnoverRequired: 440,
  TurnoverAchieved: 110,
  GrantedAt: at,
  ExpiresAt: at + 30 * 86_400_000,
  State: 'active',
  DecidedAt: null,
  ...patch,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BonusWalletPage />
    </QueryClientProvider>,
  );
}

describe('BonusWalletPage', () => {
  it('shows the balance, each active grant with its turnover progress and expiry, and history', async () => {
    const wallet: TBonusWalletView = {
      Balance: 88,
      Grants: [
        grant({}),
        grant({
          Id: '2',
          Source: 'vipUpgrade',
          Amount: 8,
          State: 'released',
          DecidedAt: at + 1,
          TurnoverAchieved: 440,
        }),
      ],
    };
    const api = fakeApi(() => wallet);
    renderPage();
    expect(await screen.findByTestId('bonus-balance')).toBeTruthy();
    expect(screen.getByTestId('bonus-balance').textContent).toContain('88.000');
    const active = screen.getByRole('region', { name: 'Active bonuses' });
    const card = within(active).getByRole('article', { name: 'Promotion bonus · 88.000' });
    const bar = within(card).getByRole('progressbar', { name: 'Turnover 25% done' });
    expect(bar.getAttribute('value')).toBe('25');
    expect(card.textContent).toContain('Turnover 110.000 / 440.000');
    expect(card.textContent).toContain('12/27/2026, 20:00:00');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Moved to main wallet', { selector: 'span' })).toBeTruthy();
    expect(api.to('/api/BonusWallet/GetBonusWallet')).toHaveLength(1);
  });

  it('says so when there is no active bonus', async () => {
    fakeApi(() => ({ Balance: 0, Grants: [] }));
    renderPage();
    expect(await screen.findByText('No active bonus')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });

  it('shows an error with a retry that loads again', async () => {
    let calls = 0;
    fakeApi(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { Code: 1, Message: '' } }
        : { Balance: 0, Grants: [] };
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No active bonus')).toBeTruthy();
  });
});

describe('turnoverPercent', () => {
  it('is whole percent, capped at 100, and 100 when no turnover is needed', () => {
    expect(turnoverPercent({ TurnoverRequired: 3, TurnoverAchieved: 1 })).toBe(33);
    expect(turnoverPercent({ TurnoverRequired: 10, TurnoverAchieved: 12 })).toBe(100);
    expect(turnoverPercent({ TurnoverRequired: 0, TurnoverAchieved: 0 })).toBe(100);
  });
});

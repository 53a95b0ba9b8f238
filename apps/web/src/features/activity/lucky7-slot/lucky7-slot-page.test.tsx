import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TActivityDetailView } from '../api/activity-api.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import {
  activityPageHooks,
  award,
  renderAt,
  rouletteDetail,
} from '../testing/activity-fixtures.tsx';
import Lucky7SlotPage from './lucky7-slot-page.tsx';

activityPageHooks();
beforeAll(() => {
  initI18n('en');
});

const slotDetail = (patch: Partial<TActivityDetailView> = {}): TActivityDetailView => ({
  ...rouletteDetail(),
  ActivityId: 11,
  Type: 'lucky7Slot',
  Title: 'Lucky 7',
  Config: {
    Type: 'lucky7Slot',
    Prizes: [
      { Amount: 1, Weight: 60 },
      { Amount: 777, Weight: 10 },
      { Amount: 5, Weight: 30 },
    ],
    SpinTurnovers: [0, 200],
    SpinDeposits: [100],
  },
  ...patch,
});

const pageAt = () =>
  renderAt('/Lucky7SlotActivity?id=11', '/Lucky7SlotActivity', <Lucky7SlotPage />);

describe('Lucky7SlotPage', () => {
  it('lists the pay table from the jackpot down, with each prize’s reels and chance', async () => {
    fakeApi(() => slotDetail());
    pageAt();
    const table = await screen.findByRole('list', { name: 'Pay table' });
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '7-7-7: 777.000 (10.0% chance)',
      'BAR-BAR-BAR: 5.000 (30.0% chance)',
      'Bell-Bell-Bell: 1.000 (60.0% chance)',
    ]);
    expect(screen.getByTestId('spins-left').textContent).toBe(
      'Spins left: 1 · Bet 100.000 more for another spin',
    );
    expect(screen.getByText('Deposit 100.000 this period for a spin')).toBeTruthy();
  });

  it('stops the reels on the drawn prize’s symbols: 7-7-7 for the jackpot', async () => {
    let spun = false;
    fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Claim') {
        spun = true;
        return {
          Award: award({ ActivityType: 'lucky7Slot', Amount: 777, PrizeIndex: 1 }),
          Balance: 800,
        };
      }
      if (path === '/api/Activity/Detail')
        return spun ? slotDetail({ CanClaim: false }) : slotDetail();
      if (path === '/api/Activity/DrawProof') return { status: 404, body: { Code: 9006 } };
      return { Count: 0 };
    });
    pageAt();
    expect((await screen.findByTestId('slot-reels')).dataset.reels).toBe('seven-bar-cherry');
    fireEvent.click(await screen.findByRole('button', { name: 'Pull the lever' }));
    expect((await screen.findByTestId('claimed-amount')).textContent).toBe('You received 777.000');
    expect(screen.getByTestId('slot-reels').dataset.reels).toBe('seven-seven-seven');
    expect(screen.getByRole('img', { name: 'Slot reels: 7 · 7 · 7' })).toBeTruthy();
    expect(screen.getByText('7-7-7: you win 777.000')).toBeTruthy();
    const jackpot = within(screen.getByRole('list', { name: 'Pay table' })).getAllByRole(
      'listitem',
    )[0];
    expect(jackpot?.getAttribute('aria-current')).toBe('true');
  });

  it('says no promotion was found when none of its type runs', async () => {
    fakeApi(({ path }) =>
      path === '/api/Activity/List' ? { Items: [], UnreadCount: 0 } : { Count: 0 },
    );
    renderAt('/Lucky7SlotActivity', '/Lucky7SlotActivity', <Lucky7SlotPage />);
    expect(await screen.findByText('This promotion was not found')).toBeTruthy();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../shared/i18n/i18n.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import type { TActivityDetailView } from '../api/activity-api.ts';
import {
  activityPageHooks,
  at,
  award,
  renderAt,
  revealedProof,
  rouletteDetail,
} from '../testing/activity-fixtures.tsx';
import RedPacketSolitairePage from './red-packet-solitaire-page.tsx';

activityPageHooks();
beforeAll(() => {
  initI18n('en');
});
afterEach(async () => {
  await setLanguage('en');
});

const step = (claimNo: number, target: number, reached: number, claimed: boolean) => ({
  ClaimNo: claimNo,
  Key: `packet:${claimNo + 1}`,
  Target: target,
  Reached: Math.min(reached, target),
  Done: reached >= target,
  Claimed: claimed,
  Prize: claimNo === 1 ? null : (claimNo + 1) * 2,
});

/** A relay of three packets (0, 100, 500 turnover) with `opened` open and `turnover` bet. */
const relay = (opened: number, turnover: number): TActivityDetailView => ({
  ...rouletteDetail(),
  ActivityId: 11,
  Type: 'redPacketSolitaire',
  Title: 'Red packet relay',
  Config: {
    Type: 'redPacketSolitaire',
    Packets: [0, 100, 500].map((target, index) => ({
      Turnover: target,
      Prizes: [{ Amount: (index + 1) * 2, Weight: 1 }],
    })),
  },
  CanClaim: opened < 3 && turnover >= ([0, 100, 500][opened] ?? Infinity),
  Progress: {
    ...rouletteDetail().Progress,
    ClaimedThisPeriod: opened,
    TurnoverThisPeriod: turnover,
    Steps: [0, 100, 500].map((target, index) => step(index, target, turnover, index < opened)),
  },
  MyAwards: Array.from({ length: opened }, (_, index) =>
    award({
      ClaimId: 60 + index,
      ActivityId: 11,
      ActivityType: 'redPacketSolitaire',
      PeriodKey: '2026-11-27',
      Amount: index === 1 ? 7.5 : (index + 1) * 2,
      ClaimedAt: at + index,
      PrizeIndex: index === 1 ? 1 : null,
    }),
  ),
});

const pageAt = () =>
  renderAt('/RedPacketSolitaire?id=11', '/RedPacketSolitaire', <RedPacketSolitairePage />);
const packets = async () =>
  within(await screen.findByTestId('solitaire-chain')).getAllByRole('listitem');

describe('RedPacketSolitairePage', () => {
  it('shows the chain: opened with its amount, the next waiting for turnover, the rest locked', async () => {
    fakeApi(() => relay(1, 60));
    pageAt();
    const chain = await packets();
    expect(chain.map((item) => item.dataset.state)).toEqual(['opened', 'waiting', 'locked']);
    expect(chain[0]?.textContent).toContain('Opened: 2.000');
    expect(chain[1]?.textContent).toContain(
      'Opens when this period’s bets reach 100.000 · 40.000 to go',
    );
    expect(chain[1]?.getAttribute('aria-current')).toBe('step');
    expect(chain[1]?.querySelector('progress')?.value).toBe(60);
    expect(chain[2]?.textContent).toContain('Unlocks after the one before');
    expect(chain[2]?.textContent).toContain('Fixed 6.000');
    expect(screen.getByRole('button', { name: 'Not available now' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('opens the next packet, which then shows what it paid', async () => {
    let opened = 1;
    const api = fakeApi(({ path }) => {
      if (path === '/api/Activity/Claim') {
        opened = 2;
        return { Award: relay(2, 100).MyAwards[1] ?? award(), Balance: 20 };
      }
      if (path === '/api/Activity/Detail') return relay(opened, 100);
      if (path === '/api/Activity/DrawProof') return revealedProof({ ServerSeed: null });
      return { Count: 0 };
    });
    pageAt();
    expect((await packets())[1]?.textContent).toContain('Ready to open');
    fireEvent.click(screen.getByRole('button', { name: 'Open the next packet' }));
    expect((await screen.findByTestId('claimed-amount')).textContent).toBe('You received 7.500');
    await vi.waitFor(async () =>
      expect((await packets()).map((item) => item.dataset.state)).toEqual([
        'opened',
        'opened',
        'waiting',
      ]),
    );
    expect((await packets())[1]?.textContent).toContain('Opened: 7.500');
    expect(api.to('/api/Activity/Claim')[0]?.body).toEqual({ ActivityId: 11 });
  });

  it('says when every packet is open, in Chinese too', async () => {
    await setLanguage('zh-CN');
    fakeApi(() => relay(3, 600));
    pageAt();
    expect((await packets()).map((item) => item.dataset.state)).toEqual([
      'opened',
      'opened',
      'opened',
    ]);
    expect(screen.getByText('本期红包已全部打开')).toBeTruthy();
    expect((await packets())[0]?.textContent).toContain('第 1 个红包');
  });
});

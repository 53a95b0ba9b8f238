import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TActivityDetailView } from '../api/activity-api.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { renderAt, rouletteDetail } from '../testing/activity-fixtures.tsx';
import type { TOneDollarRoundView } from './one-dollar-api.ts';
import { drawnRound, winning } from './one-dollar-fixtures.ts';
import OneDollarPage from './one-dollar-page.tsx';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  useUserInfo.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = (patch: Partial<TActivityDetailView> = {}): TActivityDetailView => ({
  ...rouletteDetail(),
  ActivityId: 9,
  Type: 'oneDollar',
  Title: 'One-yuan treasure',
  PeriodKind: 'once',
  CanClaim: false,
  Rules: 'Each round sells 100 shares.',
  Config: {
    Type: 'oneDollar',
    SharePrice: 1,
    SharesPerRound: 100,
    Prize: 88,
    MaxSharesPerPlayer: 20,
  },
  ...patch,
});

const openRound = (patch: Partial<TOneDollarRoundView> = {}): TOneDollarRoundView =>
  drawnRound({
    RoundNo: 4,
    PeriodKey: 'r:4',
    State: 'open',
    SharesSold: 37,
    ServerSeed: null,
    WinningShare: null,
    Winner: null,
    MyShares: [{ FirstShare: 10, Shares: 3 }],
    ClosedAt: null,
    ...patch,
  });

const pageAt = () => renderAt('/OneDollarActivity?id=9', '/OneDollarActivity', <OneDollarPage />);

function serve(overrides: Partial<Record<string, (request: { body: unknown }) => TAnswer>> = {}) {
  return fakeApi((request): TAnswer => {
    const own = overrides[request.path];
    if (own) return own(request);
    if (request.path === '/api/Activity/Detail') return detail();
    if (request.path === '/api/Activity/OneDollar/Current')
      return { Round: openRound(), MaxSharesPerPlayer: 20 };
    if (request.path === '/api/Activity/OneDollar/Rounds')
      return { Items: [drawnRound({ MyShares: [{ FirstShare: 0, Shares: 2 }] })], Total: 1 };
    return { Count: 0 };
  });
}

describe('OneDollarPage', () => {
  it('shows the open round: prize, progress, my share numbers and the commitment', async () => {
    serve();
    pageAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'One-yuan treasure' }),
    ).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: '37 of 100 shares sold' });
    expect(bar.getAttribute('value')).toBe('37');
    expect(screen.getByTestId('round-counts').textContent).toBe(
      '37 of 100 shares sold63 shares left',
    );
    expect(screen.getByTestId('my-shares').textContent).toBe('My shares: 3 My numbers: #11–#13');
    expect(screen.getByText('Each round sells 100 shares.')).toBeTruthy();
  });

  it('lists past rounds with the winner and a draw the browser verifies', async () => {
    serve();
    pageAt();
    const past = await screen.findByTestId('past-round');
    expect(past.textContent).toContain(`Won by de***1 with share #${winning + 1}`);
    expect(past.textContent).toContain('My numbers: #1–#2');
    expect(within(past).getByTestId('round-check').textContent).toBe(
      'Verified: the seed matches its commitment and draws this share',
    );
  });

  it('buys shares with one Idempotency-Key per attempt and shows my numbers and the winner', async () => {
    const api = serve({
      '/api/Activity/OneDollar/Buy': () => ({
        Round: drawnRound({ RoundNo: 4, PeriodKey: 'r:4', IsMine: true, WinningShare: 38 }),
        FirstShare: 37,
        Shares: 2,
        Amount: 2,
        Balance: 98,
      }),
    });
    pageAt();
    fireEvent.click(await screen.findByRole('button', { name: 'One share more' }));
    expect(screen.getByText('Total 2.000 · At most 20 shares a player per round')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect((await screen.findByTestId('bought')).textContent).toBe(
      'Bought 2 shares: #38–#39 · You won! Your share #39 wins 88.000',
    );
    const [sent] = api.to('/api/Activity/OneDollar/Buy');
    expect(sent?.body).toEqual({ ActivityId: 9, Shares: 2 });
    expect(sent?.headers['Idempotency-Key'] ?? sent?.headers['idempotency-key']).toBeTruthy();
    expect(useUserInfo.getState().walletAmount).toBe(98);
  });

  it('shows the refusal and keeps the form', async () => {
    serve({
      '/api/Activity/OneDollar/Buy': () => ({
        status: 409,
        body: { Code: 9021, Message: 'Only 1 shares can be bought in this round' },
      }),
    });
    pageAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only 1 shares can be bought in this round',
    );
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeTruthy();
  });

  it('says when no round is open and when nothing was drawn yet', async () => {
    serve({
      '/api/Activity/OneDollar/Current': () => ({ Round: null, MaxSharesPerPlayer: 20 }),
      '/api/Activity/OneDollar/Rounds': () => ({ Items: [], Total: 0 }),
    });
    pageAt();
    expect(
      await screen.findByText('No round is open: the promotion has ended or given out its prizes'),
    ).toBeTruthy();
    expect(await screen.findByText('No round drawn yet')).toBeTruthy();
  });
});

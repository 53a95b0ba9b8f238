import type { TPlayerBaseData } from '@lottery/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import {
  day0,
  elevenFive,
  fakeHub,
  infoOf,
  multiBetData,
  sscFast,
  sscFive,
} from '../testing/multi-bet-fixtures.ts';
import { HttpReply, renderRoute, stubFetch } from '../testing/render-route.tsx';
import MultiBetPage from './multi-bet-page.tsx';

const games = [sscFast, sscFive, elevenFive];
const placed: { body: unknown; key: string | undefined }[] = [];
/** What Bet/Place does next: answer, refuse, or drop the connection. */
let placeOutcome: 'ok' | 'sealed' | 'network' = 'ok';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  placed.length = 0;
  placeOutcome = 'ok';
  // Issue 2 of every game is open until +115 s; the client starts at +100 s (15 s to the seal).
  vi.useFakeTimers({ now: day0 + 100_000 });
  useUserInfo.getState().update({
    walletAmount: 100,
    playerBaseData: { PrizeGroup: 1950 } as TPlayerBaseData,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubFetch((path, body, headers) => {
        if (path === '/api/LotteryGame/Data') return multiBetData(games);
        if (path === '/api/LotteryGame/Info') {
          const { GameIdList, ClientTimestamp } = body as {
            GameIdList: number[];
            ClientTimestamp: number;
          };
          return Object.fromEntries(
            games
              .filter((game) => GameIdList.includes(game.GameId))
              .map((game) => [game.GameId, { ...infoOf(game, Date.now(), 1), ClientTimestamp }]),
          );
        }
        if (path === '/api/Bet/Place') {
          placed.push({ body, key: headers['Idempotency-Key'] });
          if (placeOutcome === 'network') throw new TypeError('Failed to fetch');
          if (placeOutcome === 'sealed')
            return new HttpReply(409, { Code: 5107, Message: 'The issue is sealed.' });
          return { Tickets: [], TotalAmount: 5, WalletAmount: 95 };
        }
        throw new Error(`unexpected ${path}`);
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  useUserInfo.getState().reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** LotteryGame/Data, then Info, answered (the query's notification waits for a timer). */
const load = () => advance(50);
const renderAt = (type: string) =>
  renderRoute('/MultiBet/:type', `/MultiBet/${type}`, <MultiBetPage />);
const card = (name: string) => screen.getByRole('article', { name });

async function confirmDialog() {
  await advance(0);
  const dialog = screen.getByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Place bet' }));
  await advance(10);
}

describe('/MultiBet/:type', () => {
  it('lists every game of the family with its countdown, and joins their groups', async () => {
    const { hub, invoke } = fakeHub();
    setCurrentHub(hub);
    renderAt('ssc');
    await load();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('SSC · multi-game betting');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    for (const name of ['1-minute SSC', '5-minute SSC']) {
      expect(within(card(name)).getByRole('timer').textContent).toBe('00:15');
      expect(within(card(name)).getByText('Issue 20260310-0002')).toBeTruthy();
      expect(within(card(name)).getByRole('link', { name: /More bet types/ })).toBeTruthy();
    }
    expect(invoke).toHaveBeenCalledWith('MultiJoin', [2, 3]);
    // The countdown runs on: 5 s later.
    await advance(5_000);
    expect(within(card('1-minute SSC')).getByRole('timer').textContent).toBe('00:10');
    const nav = screen.getByRole('navigation', { name: 'Game types' });
    expect(within(nav).getByRole('link', { name: 'SSC' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: '11x5' }).getAttribute('href')).toBe(
      '/MultiBet/11x5',
    );
  });

  it('shows the families that exist for an unknown type', async () => {
    renderAt('lotto');
    await advance(0);
    expect(screen.getByText('There is no game type “lotto”. Choose one:')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    const links = within(screen.getByRole('navigation', { name: 'Game types' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/MultiBet/ssc',
      '/MultiBet/11x5',
    ]);
  });

  it('places the two-sided quick bet it shows, once confirmed, with an idempotency key', async () => {
    renderAt('11x5');
    await load();
    const row = card('Speed 11x5');
    fireEvent.click(within(row).getByRole('button', { name: /^Big/ }));
    fireEvent.click(within(row).getByRole('button', { name: /^Odd/ }));
    fireEvent.change(within(row).getByLabelText('Stake per bet (yuan)'), {
      target: { value: '2.5' },
    });
    expect(within(row).getByText('Bets: 2 · 5.000 yuan')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Bet' }));
    await advance(0);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Speed 11x5 issue 20260310-0002: Total two-sided Big Odd. Bets: 2, total 5.000 yuan.',
    );
    expect(placed).toHaveLength(0);
    await confirmDialog();

    expect(placed).toHaveLength(1);
    expect(placed[0]!.body).toEqual({
      GameId: 8,
      IssueSerialNumber: '20260310-0002',
      Tickets: [
        {
          Book: 'twoSided',
          BetTypeId: '11x5.twoSided.sum',
          Selection: { items: ['big', 'odd'] },
          Stake: 2.5,
        },
      ],
    });
    expect(placed[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(row).getByRole('status').textContent).toBe(
      'Bet on issue 20260310-0002 placed: 5.000 yuan',
    );
    expect(useUserInfo.getState().walletAmount).toBe(95);
    // The picks are cleared for the next bet.
    expect(within(row).getByRole('button', { name: /^Big/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('keeps the key until the server answers: a retry after a dropped call sends it again', async () => {
    renderAt('11x5');
    await load();
    const row = card('Speed 11x5');
    const bigChip = () => within(row).getByRole('button', { name: /^Big/ });
    fireEvent.click(bigChip());
    placeOutcome = 'network';
    fireEvent.click(within(row).getByRole('button', { name: 'Bet' }));
    await confirmDialog();
    expect(within(row).getByRole('alert').textContent).toContain('No answer from the server');

    placeOutcome = 'sealed';
    fireEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await advance(10);
    expect(placed.map((call) => call.key)).toEqual([placed[0]!.key, placed[0]!.key]);
    expect(within(row).getByRole('alert').textContent).toBe('The issue is sealed.');

    // Answered (refused): the same bet asked again is a new request with a new key.
    placeOutcome = 'ok';
    fireEvent.click(within(row).getByRole('button', { name: 'Bet' }));
    await confirmDialog();
    expect(placed).toHaveLength(3);
    expect(placed[2]!.key).not.toBe(placed[0]!.key);
    expect(placed[2]!.body).toEqual(placed[0]!.body);
  });

  it('sends nothing when the confirmation is cancelled, and cannot bet on a sealed issue', async () => {
    renderAt('11x5');
    await load();
    const row = card('Speed 11x5');
    fireEvent.click(within(row).getByRole('button', { name: /^Small/ }));
    fireEvent.click(within(row).getByRole('button', { name: 'Bet' }));
    await advance(0);
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await advance(0);
    expect(placed).toHaveLength(0);

    // Past the seal at +115 s: no issue on sale.
    await advance(16_000);
    expect(within(row).getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', true);
    expect(within(row).getByText('Not on sale right now')).toBeTruthy();
  });
});

import type { TDrawIssue, TPlayerBaseData } from '@lottery/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetOptions } from '../../../shared/bet-options/bet-options-store.ts';
import { readBetOptions } from '../../../shared/bet-options/bet-options.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { gameDataQuery } from '../../../shared/lottery/game-data-query.ts';
import { useNotices } from '../../../shared/notices/notices-store.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import {
  catalogueEntry,
  day0,
  drawn,
  gameData,
  infoAt,
} from '../../draws/testing/draws-fixtures.ts';
import { fakeHub } from '../../draws/testing/fake-hub.ts';
import { jsonFetch, testQueryClient } from '../../draws/testing/render-with-providers.tsx';
import type { TCartPanelProps } from '../cart/cart-panel.tsx';
import type { TOfficialPickerProps } from '../picker/official-picker.tsx';
import type { TTwoSidedBoardProps } from '../two-sided/two-sided-board.tsx';
import BetPage from './bet-page.tsx';

// The picker, the board and the cart are other modules' work: here they only show what the
// page hands them.
vi.mock('../picker/official-picker.tsx', () => ({
  OfficialPicker: (props: TOfficialPickerProps) => (
    <p data-testid="official">
      official {props.prizeGroup} {props.issueSerial ?? 'no issue'}
    </p>
  ),
}));
vi.mock('../two-sided/two-sided-board.tsx', () => ({
  TwoSidedBoard: (props: TTwoSidedBoardProps) => (
    <p data-testid="two-sided">two-sided {props.issueSerial ?? 'no issue'}</p>
  ),
}));
vi.mock('../cart/cart-panel.tsx', () => ({
  CartPanel: (props: TCartPanelProps) => (
    <p data-testid="cart">cart {props.issueSerial ?? 'no issue'}</p>
  ),
}));

/** The server clock runs 2 s ahead of the client's. */
const serverAheadMs = 2_000;
let drawnUpTo = 1;
/** Each issue's own numbers, so that a result shown can only have come from its issue. */
const numbersOf = (index: number) => `${index % 10},8,7,6,5`;
let gameState = 0;
/** Every warning and toast shown, including those already expired. */
let warnings: string[] = [];
let toasts: string[] = [];
let stopRecording = () => undefined as void;

const historyPage = () => ({
  Items: Array.from({ length: drawnUpTo }, (_, i) =>
    drawn(drawnUpTo - i, numbersOf(drawnUpTo - i)),
  ),
  TotalCount: drawnUpTo,
  PageIndex: 1,
  PageSize: 50,
});

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  drawnUpTo = 1;
  gameState = 0;
  warnings = [];
  toasts = [];
  // Issue 2 is open from +60 s to +115 s (server time); the client starts at +98 s.
  vi.useFakeTimers({ now: day0 + 98_000 });
  localStorage.clear();
  useBetOptions.setState({ options: readBetOptions(null) });
  useNotices.setState({ toasts: [], warnings: [], wins: [] });
  stopRecording = useNotices.subscribe((now, before) => {
    const added = <T extends { id: number }>(list: readonly T[], old: readonly T[]) =>
      list.filter((item) => !old.some((o) => o.id === item.id));
    warnings.push(...added(now.warnings, before.warnings).map((w) => w.text));
    toasts.push(...added(now.toasts, before.toasts).map((t) => t.text));
  });
  useUserInfo.setState({
    walletAmount: 1234.5,
    hideWalletAmount: false,
    playerBaseData: { PrizeGroup: 1950 } as TPlayerBaseData,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((path, body) => {
        if (path === '/api/LotteryGame/Info') {
          const info = infoAt(Date.now() + serverAheadMs, drawnUpTo);
          const request = body as { ClientTimestamp: number };
          return {
            '2': {
              ...info,
              LastIssue: drawn(drawnUpTo, numbersOf(drawnUpTo)),
              GameState: gameState,
              ClientTimestamp: request.ClientTimestamp,
            },
          };
        }
        if (path === '/api/DrawHistory/Search') return historyPage();
        if (path === '/api/DrawHistory/Statistics')
          return {
            GameId: 2,
            IssueCount: drawnUpTo,
            LatestSerialNumber: null,
            Positions: [],
            Streaks: [],
          };
        throw new Error(`unexpected ${path}`);
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  stopRecording();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const timer = () => screen.getByRole('timer').textContent;
/** A <header> inside a section is no banner landmark: found from its heading. */
const header = () => screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;

async function renderPage(path = '/Bet/2', books: ('official' | 'twoSided')[] = ['official']) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(gameDataQuery.queryKey, gameData([catalogueEntry({ Books: books })]));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/Bet/:id" element={<BetPage />} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await advance(0);
}

describe('BetPage', () => {
  it('says so for an unknown game, with a way home', async () => {
    await renderPage('/Bet/999');
    expect(screen.getByRole('heading', { name: /There is no such game/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('shows the maintenance state instead of the picker and the cart', async () => {
    gameState = 1;
    await renderPage();
    expect(screen.getByRole('heading', { name: '1-minute SSC' })).toBeTruthy();
    expect(screen.getByText(/under maintenance/)).toBeTruthy();
    expect(screen.queryByTestId('official')).toBeNull();
    expect(screen.queryByTestId('cart')).toBeNull();
  });

  it('turns to maintenance at once when an administrator says so (GameStateChanged)', async () => {
    const { hub, emit } = fakeHub();
    setCurrentHub(hub);
    await renderPage();
    expect(screen.getByTestId('official')).toBeTruthy();
    gameState = 1;
    // No time passes: not the 30 s poll, the hub event makes the page ask again.
    await act(async () => emit('GameStateChanged', { GameId: 2, State: 1 }));
    await advance(0);
    expect(screen.getByText(/under maintenance/)).toBeTruthy();
    expect(screen.queryByTestId('official')).toBeNull();
    // Another game's change is not this page's business.
    gameState = 0;
    await act(async () => emit('GameStateChanged', { GameId: 3, State: 0 }));
    await advance(0);
    expect(screen.getByText(/under maintenance/)).toBeTruthy();
  });

  it('counts down to the seal, then hands the picker and cart the next issue', async () => {
    const { hub, invoke } = fakeHub();
    setCurrentHub(hub);
    await renderPage();
    expect(invoke).toHaveBeenCalledWith('MultiJoin', [2]);
    expect(header().textContent).toContain('Issue 20260310-0002');
    expect(header().textContent).toContain('Balance 1,234.500');
    expect(timer()).toBe('00:15');
    expect(screen.getByTestId('official').textContent).toBe('official 1950 20260310-0002');
    expect(screen.getByTestId('cart').textContent).toBe('cart 20260310-0002');

    // Past the seal at +115 s: sealed until the draw at +120 s, nothing on sale. (Ticks fall
    // 10 ms after each whole server second.)
    await advance(16_020);
    expect(header().textContent).toContain('Sealed');
    expect(header().textContent).toContain('Next: issue 20260310-0003');
    expect(timer()).toBe('00:04');
    expect(screen.getByTestId('official').textContent).toBe('official 1950 no issue');
    expect(warnings).toEqual(['Issue 20260310-0002 is sealed; bets now go to issue 20260310-0003']);

    // Issue 3 opens; the seal alert is not repeated.
    await advance(5_000);
    expect(screen.getByTestId('cart').textContent).toBe('cart 20260310-0003');
    expect(header().textContent).toContain('Issue 20260310-0002: drawing…');
    await advance(30_000);
    expect(warnings).toHaveLength(1);
  });

  it('gives no seal alert when the player turned it off', async () => {
    useBetOptions.getState().setOption('sealIssueAlert', false);
    await renderPage();
    await advance(16_000);
    expect(header().textContent).toContain('Sealed');
    expect(warnings).toEqual([]);
  });

  it('takes a new result live: header, strip and road, with one draw alert', async () => {
    const { hub, emit } = fakeHub();
    setCurrentHub(hub);
    await renderPage();
    await advance(23_000);
    expect(screen.getByRole('img', { name: /Bead road of Position 1, Big\/small, 1 issues/ }));

    drawnUpTo = 2;
    const issue: TDrawIssue = drawn(2, numbersOf(2));
    await act(async () => {
      emit('ReceiveWinningNumber', { GameId: 2, Issue: issue });
      emit('ReceiveWinningNumber', { GameId: 2, Issue: issue });
    });
    await advance(0);
    expect(header().textContent).toContain('Result of issue 20260310-0002');
    expect(within(header()).getByRole('img', { name: 'Winning number: 2 8 7 6 5' })).toBeTruthy();
    expect(header().textContent).toContain('Issue 20260310-0001');
    expect(screen.getByRole('img', { name: /Bead road of Position 1, Big\/small, 2 issues/ }));
    expect(toasts).toEqual(['Issue 20260310-0002 drew 2 8 7 6 5']);
  });

  it('keeps the streaks current from the statistics push', async () => {
    const { hub, emit } = fakeHub();
    setCurrentHub(hub);
    await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Streaks' }));
    await advance(0);
    expect(screen.getByText('No run of two issues or more')).toBeTruthy();
    await act(async () => {
      emit('UpdateStatistic', {
        GameId: 2,
        Statistics: {
          GameId: 2,
          IssueCount: 9,
          LatestSerialNumber: '20260310-0001',
          Positions: [],
          Streaks: [
            { Position: 0, Kind: 'bigSmall', Outcome: 'big', Length: 3 },
            { Position: 2, Kind: 'oddEven', Outcome: 'odd', Length: 5 },
          ],
        },
      });
    });
    await advance(0);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Position 3Odd5 issues in a row', 'Position 1Big3 issues in a row']);
  });

  it('covers a new result when scratch draw is on, and Enter reveals it', async () => {
    useBetOptions.getState().setOption('scratchDraw', true);
    const { hub, emit } = fakeHub();
    setCurrentHub(hub);
    await renderPage();
    await advance(23_000);
    drawnUpTo = 2;
    await act(async () => {
      emit('ReceiveWinningNumber', { GameId: 2, Issue: drawn(2, numbersOf(2)) });
    });
    await advance(0);
    expect(screen.queryByRole('img', { name: 'Winning number: 2 8 7 6 5' })).toBeNull();
    expect(toasts).toEqual(['Issue 20260310-0002 is drawn: scratch to see the numbers']);
    // The road leaves the covered result out.
    expect(screen.getByRole('img', { name: /Bead road of Position 1, Big\/small, 1 issues/ }));

    const card = screen.getByRole('button', {
      name: 'Scratch to see the result of issue 20260310-0002',
    });
    card.focus();
    fireEvent.keyDown(card, { key: 'Enter' });
    const result = screen.getByRole('img', { name: 'Winning number: 2 8 7 6 5' });
    expect(document.activeElement?.contains(result)).toBe(true);
    expect(screen.getByRole('img', { name: /Bead road of Position 1, Big\/small, 2 issues/ }));
  });

  it('shows the book tabs only for a game with both books', async () => {
    await renderPage();
    expect(screen.queryByRole('tablist', { name: 'Betting books' })).toBeNull();
    cleanup();
    await renderPage('/Bet/2', ['official', 'twoSided']);
    const tabs = screen.getByRole('tablist', { name: 'Betting books' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Official', 'Two-sided']);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Two-sided' }));
    expect(screen.getByTestId('two-sided').textContent).toBe('two-sided 20260310-0002');
    expect(screen.queryByTestId('official')).toBeNull();
  });
});

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { catalogueEntry, day0, drawn, gameData, infoAt } from '../testing/draws-fixtures.ts';
import { fakeHub } from '../testing/fake-hub.ts';
import { jsonFetch, renderWithProviders } from '../testing/render-with-providers.tsx';
import { GameLobby } from './game-lobby.tsx';
import type * as IssueResultModule from './issue-result.tsx';

/** Renders of the cards' last results, to tell a tick that re-rendered the cards. */
const resultRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./issue-result.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof IssueResultModule>();
  return {
    ...actual,
    IssueResult: (props: Parameters<typeof actual.IssueResult>[0]) => {
      resultRenders.count += 1;
      return createElement(actual.IssueResult, props);
    },
  };
});

/** The server clock runs 2 s ahead of the client's. */
const serverAheadMs = 2_000;
let drawnUpTo = 1;
/** While set, Info requests never answer: what shows then came from the hub alone. */
let isServerSilent = false;
const infoCalls: number[] = [];

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  drawnUpTo = 1;
  isServerSilent = false;
  infoCalls.length = 0;
  // Issue 2 is open from +60 s to +115 s (server time); the client starts at +98 s.
  vi.useFakeTimers({ now: day0 + 98_000 });
  const answer = jsonFetch((path, body) => {
    if (path !== '/api/LotteryGame/Info') throw new Error(`unexpected ${path}`);
    const request = body as { ClientTimestamp: number };
    const info = infoAt(Date.now() + serverAheadMs, drawnUpTo);
    return { '2': { ...info, ClientTimestamp: request.ClientTimestamp } };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: { body?: string }) => {
      infoCalls.push(Date.now());
      return isServerSilent ? new Promise(() => undefined) : answer(path, init);
    }),
  );
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const timer = () => screen.getByRole('timer').textContent;
const card = () => screen.getByRole('article');

describe('GameLobby countdowns', () => {
  it('counts down on server time, seals, re-fetches at the seal and takes results live', async () => {
    const { hub, invoke, emit } = fakeHub();
    setCurrentHub(hub);
    renderWithProviders(<GameLobby data={gameData([catalogueEntry()])} />);
    await advance(0);
    expect(invoke).toHaveBeenCalledWith('MultiJoin', [2]);
    // Server time +100 s: 15 s to the seal at +115 s.
    expect(timer()).toBe('00:15');
    // Ticks fall 10 ms after each whole server second.
    await advance(5_020);
    expect(timer()).toBe('00:10');
    expect(infoCalls).toHaveLength(1);

    // Past the seal: sealed, counting to the draw at +120 s, and Info asked again.
    await advance(11_000);
    expect(card().textContent).toContain('Sealed');
    expect(timer()).toBe('00:04');
    expect(infoCalls).toHaveLength(2);

    // The draw time passes: issue 3 opens and issue 2 awaits its result.
    await advance(4_000);
    expect(card().textContent).toContain('Issue 20260310-0002: drawing…');
    expect(infoCalls.length).toBeGreaterThanOrEqual(3);

    // The hub brings the result: shown at once, and Info asked again.
    isServerSilent = true;
    const before = infoCalls.length;
    await act(async () => {
      emit('ReceiveWinningNumber', { GameId: 2, Issue: drawn(2, '9,8,7,6,5') });
    });
    await advance(0);
    expect(screen.getByRole('img', { name: 'Winning number: 9 8 7 6 5' })).toBeTruthy();
    expect(card().textContent).not.toContain('drawing…');
    expect(infoCalls.length).toBe(before + 1);
  });

  it('re-renders only the countdown at a tick, not the cards', async () => {
    renderWithProviders(<GameLobby data={gameData([catalogueEntry()])} />);
    await advance(0);
    expect(timer()).toBe('00:15');
    const renders = resultRenders.count;
    await advance(3_020);
    expect(timer()).toBe('00:12');
    expect(resultRenders.count).toBe(renders);
  });

  it('is right at once when the tab wakes after sleeping, and re-fetches', async () => {
    renderWithProviders(<GameLobby data={gameData([catalogueEntry()])} />);
    await advance(0);
    expect(timer()).toBe('00:15');
    const calls = infoCalls.length;
    // The tab sleeps 10 s: the clock moves, no timer runs.
    vi.setSystemTime(Date.now() + 10_000);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(timer()).toBe('00:05');
    expect(infoCalls.length).toBe(calls + 1);
  });

  it('filters the cards by game-type tab (profit group), with arrow keys', async () => {
    renderWithProviders(
      <GameLobby
        data={gameData([
          catalogueEntry(),
          catalogueEntry({ GameId: 4, CategoryId: 93, Name: { zh: '哈希', en: 'Hash SSC' } }),
        ])}
      />,
    );
    await advance(0);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'SSC',
      'Hash games',
    ]);
    const all = screen.getByRole('tab', { name: 'All' });
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    const ssc = screen.getByRole('tab', { name: 'SSC' });
    expect(ssc.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(ssc);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/Bet/2',
    ]);
  });
});

import { comboBetGameItemEvent, type TComboBetGameItem } from '@lottery/contracts';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import {
  day0,
  drawn,
  elevenFive,
  fakeHub,
  infoOf,
  issueAt,
  multiBetData,
  sscFast,
} from '../testing/multi-bet-fixtures.ts';
import { renderRoute, stubFetch } from '../testing/render-route.tsx';
import ComboBetPage from './combo-bet-page.tsx';

const games = [sscFast, elevenFive];
const infoCalls: number[] = [];
/** While set, Info requests never answer: what changes then came from the hub alone. */
let isServerSilent = false;

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  infoCalls.length = 0;
  isServerSilent = false;
  // Issue 2 of both games is open until +115 s and drawn at +120 s; the client starts at +100 s.
  vi.useFakeTimers({ now: day0 + 100_000 });
  const answer = stubFetch((path, body) => {
    if (path === '/api/LotteryGame/Data') return multiBetData(games);
    if (path !== '/api/LotteryGame/Info') throw new Error(`unexpected ${path}`);
    const { GameIdList, ClientTimestamp } = body as {
      GameIdList: number[];
      ClientTimestamp: number;
    };
    return Object.fromEntries(
      games
        .filter((game) => GameIdList.includes(game.GameId))
        .map((game) => [game.GameId, { ...infoOf(game, Date.now(), 1), ClientTimestamp }]),
    );
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: { body?: string }) => {
      if (path === '/api/LotteryGame/Info') infoCalls.push(Date.now());
      return isServerSilent && path === '/api/LotteryGame/Info'
        ? new Promise(() => undefined)
        : answer(path, init);
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
const tile = (name: string) => screen.getByRole('article', { name });

async function renderBoard() {
  const { hub, invoke, emit } = fakeHub();
  setCurrentHub(hub);
  renderRoute('/ComboBet', '/ComboBet', <ComboBetPage />);
  await advance(50);
  const push = async (item: unknown) => {
    act(() => emit(comboBetGameItemEvent, item));
    // The query cache tells its subscribers on a timer.
    await advance(10);
  };
  return { invoke, push };
}

describe('/ComboBet', () => {
  it("shows each game's board items and countdown, and joins the combo group only", async () => {
    const { invoke } = await renderBoard();
    expect(invoke).toHaveBeenCalledWith('JoinComboBet');
    expect(invoke).not.toHaveBeenCalledWith('MultiJoin', expect.anything());
    const board = screen.getByRole('region', { name: 'Combo betting board' });
    expect(within(board).getAllByRole('article')).toHaveLength(2);

    const ssc = tile('1-minute SSC');
    expect(within(ssc).getByRole('timer').textContent).toBe('00:15');
    // SSC sells 大小单双 and 龙虎 on the official book: a multiple, no odds.
    expect(within(ssc).getByRole('group', { name: '5-star sum big/small/odd/even' })).toBeTruthy();
    expect(within(ssc).getByLabelText('Multiple')).toBeTruthy();
    const lotto = tile('Speed 11x5');
    expect(within(lotto).getByRole('timer').textContent).toBe('00:15');
    expect(within(lotto).getByRole('button', { name: 'Dragon odds 1.985' })).toBeTruthy();
    expect(within(lotto).getByLabelText('Stake per bet (yuan)')).toBeTruthy();
  });

  it('moves a tile on with updateComboBetGameItem, without asking the server', async () => {
    const { push } = await renderBoard();
    isServerSilent = true;
    const callsBefore = infoCalls.length;
    // +121 s: issue 2 was due at +120 s and its result has not come; issue 3 is open.
    await advance(21_000);
    expect(tile('Speed 11x5').textContent).toContain('Issue 20260310-0002: drawing…');

    const item: TComboBetGameItem = {
      GameId: 8,
      GameState: 0,
      CurrentIssue: issueAt(3),
      LastIssue: drawn(2, '3,7,1,11,5'),
      FinishedIssue: drawn(2, '3,7,1,11,5'),
    };
    await push(item);
    const lotto = tile('Speed 11x5');
    expect(within(lotto).getByRole('img', { name: 'Winning number: 03 07 01 11 05' })).toBeTruthy();
    expect(lotto.textContent).not.toContain('drawing…');
    expect(lotto.textContent).toContain('Issue 20260310-0003');
    // The other tile had no push: still waiting for its result.
    expect(tile('1-minute SSC').textContent).toContain('Issue 20260310-0002: drawing…');

    await push({
      GameId: 2,
      GameState: 1,
      CurrentIssue: null,
      LastIssue: drawn(1),
      FinishedIssue: null,
    });
    const ssc = tile('1-minute SSC');
    expect(ssc.textContent).toContain('Under maintenance');
    expect(within(ssc).getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', true);

    // A malformed push changes nothing.
    await push({ GameId: 8, GameState: 'broken' });
    expect(tile('Speed 11x5').textContent).toContain('Issue 20260310-0003');
    expect(infoCalls.length).toBe(callsBefore);
  });
});

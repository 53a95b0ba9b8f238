import { contestLeaderboardEvent } from '@lottery/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { fakeHubClient } from '../../../shared/realtime/testing/fake-hub-client.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import type { TActivityDetailView } from '../api/activity-api.ts';
import type { TLeaderboardView } from '../contest/contest-api.ts';
import { risenPlayers } from '../contest/leaderboard-table.tsx';
import { activityPageHooks, at, renderAt, rouletteDetail } from '../testing/activity-fixtures.tsx';
import LionKingContestPage from './lion-king-contest-page.tsx';

activityPageHooks();
afterEach(() => {
  setCurrentHub(null);
});

const contestDetail = (): TActivityDetailView => ({
  ...rouletteDetail(),
  ActivityId: 9,
  Type: 'lionKingContest',
  Title: 'Lion King contest',
  CanClaim: false,
  Config: { Type: 'lionKingContest', RankPrizes: [100, 50, 20], GameIds: [], ShownPlaces: 10 },
});

const board = (patch: Partial<TLeaderboardView> = {}): TLeaderboardView => ({
  ActivityId: 9,
  PeriodKey: 'd:20419',
  PeriodEndsAt: at + 4 * 3_600_000,
  Top: [
    { Rank: 1, Player: 'a***1', Turnover: 300, Prize: 100, IsMe: false },
    { Rank: 2, Player: 'd***r', Turnover: 120, Prize: 50, IsMe: true },
  ],
  Me: { Rank: 2, Turnover: 120 },
  Participants: 2,
  UpdatedAt: at,
  ...patch,
});

function serve(answers: { leaderboard?: TAnswer; results?: TAnswer } = {}) {
  return fakeApi(({ path }): TAnswer => {
    if (path === '/api/Activity/Detail') return contestDetail();
    if (path === '/api/Activity/Leaderboard') return answers.leaderboard ?? board();
    if (path === '/api/Activity/ContestResults') return answers.results ?? { Periods: [] };
    return { Count: 0 };
  });
}

const pageAt = () => renderAt('/LionKingContest?id=9', '/LionKingContest', <LionKingContestPage />);

const rows = () =>
  within(screen.getByRole('table', { name: 'Live leaderboard' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('LionKingContestPage', () => {
  it('shows the board, my rank, the prizes by place, and no claim button', async () => {
    initI18n('en');
    serve();
    pageAt();
    expect(await screen.findByTestId('contest-my-rank')).toHaveProperty(
      'textContent',
      'Your rank: 2 · turnover 120.000',
    );
    expect(rows()).toEqual(['1a***1300.000100.000', '2d***r (you)120.00050.000']);
    expect(screen.getByRole('row', { current: true }).textContent).toContain('d***r');
    expect(screen.getByText('No. 3: 20.000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /claim/i })).toBeNull();
    expect(
      screen.getByText(
        'Nothing to claim: the prizes go to the wallets by rank when the period ends',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('No period has ended yet')).toBeTruthy();
  });

  it('joins the contest on the hub and replaces the board with each push of this contest', async () => {
    initI18n('en');
    serve();
    const { hub, invoke, emit, setConnected, callsOf } = fakeHubClient({
      // The join answers the board as it stands: newer than the API's.
      JoinLeaderboard: () => board({ Me: { Rank: 2, Turnover: 150 } }),
      LeaveLeaderboard: () => true,
    });
    setCurrentHub(hub);
    pageAt();
    await waitFor(() =>
      expect(screen.getByTestId('contest-my-rank').textContent).toBe(
        'Your rank: 2 · turnover 150.000',
      ),
    );
    expect(callsOf('JoinLeaderboard')).toEqual([9]);
    // A new connection watches nothing: the screen joins again.
    await act(async () => {
      setConnected(false);
      setConnected(true);
    });
    expect(callsOf('JoinLeaderboard')).toEqual([9, 9]);
    const pushed = board({
      Top: [
        { Rank: 1, Player: 'd***r', Turnover: 400, Prize: 100, IsMe: true },
        { Rank: 2, Player: 'a***1', Turnover: 300, Prize: 50, IsMe: false },
      ],
      Me: { Rank: 1, Turnover: 400 },
    });
    act(() => emit(contestLeaderboardEvent, pushed));
    await waitFor(() =>
      expect(screen.getByTestId('contest-my-rank').textContent).toBe(
        'Your rank: 1 · turnover 400.000',
      ),
    );
    expect(rows()[0]).toBe('1d***r (you)400.000100.000');
    // Another contest's board is not this screen's (given the time this one's push took).
    await act(async () => {
      emit(contestLeaderboardEvent, { ...pushed, ActivityId: 10, Me: { Rank: 9, Turnover: 1 } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByTestId('contest-my-rank').textContent).toContain('Your rank: 1');
    cleanup();
    expect(invoke).toHaveBeenCalledWith('LeaveLeaderboard');
  });

  it('says when nobody has bet yet and when I am not ranked, in Chinese', async () => {
    initI18n('zh-CN');
    serve({ leaderboard: board({ Top: [], Me: { Rank: null, Turnover: 0 }, Participants: 0 }) });
    pageAt();
    expect(await screen.findByText('本期还没有投注，快来抢第一！')).toBeTruthy();
    expect(screen.getByTestId('contest-my-rank').textContent).toBe(
      '暂未上榜：本期投注即可参与排名',
    );
  });

  it('shows an error with a retry when the board fails, and past results once paid', async () => {
    initI18n('en');
    serve({
      leaderboard: { status: 500, body: { Code: 1, Message: 'Server error' } },
      results: {
        Periods: [
          {
            PeriodKey: 'd:20418',
            PeriodEndsAt: at - 3_600_000,
            PaidAt: at,
            Winners: [{ Rank: 1, Player: 'z***z', Turnover: 9, Prize: 100, IsMe: false }],
          },
        ],
      },
    });
    pageAt();
    expect(await screen.findByRole('button', { name: /retry/i })).toBeTruthy();
    const past = await screen.findByRole('table', { name: /Period ended/ });
    expect(within(past).getByText('z***z')).toBeTruthy();
  });
});

describe('risenPlayers', () => {
  const place = (Player: string, Rank: number) => ({
    Rank,
    Player,
    Turnover: 1,
    Prize: null,
    IsMe: false,
  });
  it('marks those who moved up or entered the board, not the first board', () => {
    expect(risenPlayers([], [place('a', 1)])).toEqual(new Set());
    expect(
      risenPlayers([place('a', 1), place('b', 2)], [place('b', 1), place('a', 2), place('c', 3)]),
    ).toEqual(new Set(['b', 'c']));
  });
});

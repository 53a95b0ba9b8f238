import { contestLeaderboardEvent, type TContestLeaderboard } from '@lottery/contracts';
import type { HubConnection } from '@microsoft/signalr';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { runningActivity } from '../activity/activity-fixtures.ts';
import { fundedPlayer } from '../bet/bet-test-fixtures.ts';
import { bet, runningContest } from './contest-fixtures.ts';

/** The live leaderboard with the official SignalR client (SPEC §7). */
const t = useTestApp();
const hub = useHubClients(t);
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

type TBoard = Omit<TContestLeaderboard, 'Top' | 'Me'> & {
  Top: { Rank: number; Turnover: number; IsMe: boolean }[];
  Me: { Rank: number | null; Turnover: number };
};

/** Resolves with the next board pushed that passes `accept`, or null after `ms`. */
function nextBoard(
  connection: HubConnection,
  accept: (board: TBoard) => boolean,
  ms = 4000,
): Promise<TBoard | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      connection.off(contestLeaderboardEvent, handler);
      resolve(null);
    }, ms);
    const handler = (board: TBoard) => {
      if (!accept(board)) return;
      clearTimeout(timer);
      connection.off(contestLeaderboardEvent, handler);
      resolve(board);
    };
    connection.on(contestLeaderboardEvent, handler);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('JoinLeaderboard and updateLeaderBoard', () => {
  it("pushes the changed board, with the watcher's own rank, after another player's bet", async () => {
    const id = await runningContest(t, owner);
    const watcher = await fundedPlayer(t, 1_000_000n);
    const other = await fundedPlayer(t, 1_000_000n);
    const { connection, received } = await hub.connect<TBoard>(watcher.token, [
      contestLeaderboardEvent,
    ]);
    const joined = (await connection.invoke('JoinLeaderboard', id)) as TBoard;
    expect(joined).toMatchObject({ ActivityId: id, Top: [], Me: { Rank: null, Turnover: 0 } });

    const pushed = nextBoard(connection, (board) => board.Top.length === 1);
    await bet(t, other.token, 3);
    expect(await pushed).toMatchObject({
      ActivityId: id,
      Top: [{ Rank: 1, Turnover: 6, IsMe: false }],
      Me: { Rank: null, Turnover: 0 },
      Participants: 1,
    });

    const mine = nextBoard(connection, (board) => board.Me.Rank !== null);
    await bet(t, watcher.token, 1);
    expect((await mine)?.Me).toEqual({ Rank: 2, Turnover: 2 });

    // Nothing changed: nothing is pushed.
    const count = received.length;
    await sleep(2500);
    expect(received).toHaveLength(count);
  });

  it('pushes a contest at most once a second however many bets arrive', async () => {
    const id = await runningContest(t, owner);
    const watcher = await fundedPlayer(t, 1_000_000n);
    const other = await fundedPlayer(t, 10_000_000n);
    const { connection, received } = await hub.connect<TBoard>(watcher.token, [
      contestLeaderboardEvent,
    ]);
    await connection.invoke('JoinLeaderboard', id);
    const started = Date.now();
    for (let i = 0; i < 12; i += 1) await bet(t, other.token, 1);
    await sleep(1500);
    const seconds = (Date.now() - started) / 1000;
    expect(received.length).toBeGreaterThan(0);
    expect(received.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(received.at(-1)?.payload.Top[0]?.Turnover).toBe(24);

    await connection.invoke('LeaveLeaderboard');
    const after = received.length;
    await bet(t, other.token, 1);
    await sleep(2000);
    expect(received).toHaveLength(after);
  });

  it('pushes from the instance a watcher is connected to when a bet lands on another', async () => {
    const id = await runningContest(t, owner);
    const watcher = await fundedPlayer(t, 0n);
    const other = await fundedPlayer(t, 1_000_000n);
    // No backplane: each instance reads the totals its watchers need from the database.
    const second = await t.startInstance();
    const url = await second.listen({ host: '127.0.0.1', port: 0 });
    const { connection } = await hub.connectAt(url, watcher.token);
    await connection.invoke('JoinLeaderboard', id);
    const pushed = nextBoard(connection, (board) => board.Top.length === 1);
    await bet(t, other.token, 2);
    expect((await pushed)?.Top).toEqual([
      { Rank: 1, Player: expect.any(String), Turnover: 4, Prize: 100, IsMe: false },
    ]);
  });

  it('refuses an activity that is not a contest, and a bad id', async () => {
    const signIn = await runningActivity(t, owner);
    const player = await fundedPlayer(t, 0n);
    const { connection } = await hub.connect(player.token);
    await expect(connection.invoke('JoinLeaderboard', signIn)).rejects.toThrow(/not a contest/);
    await expect(connection.invoke('JoinLeaderboard', 'x')).rejects.toThrow(/Invalid activity/);
  });
});

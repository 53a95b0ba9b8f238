import { randomBytes } from 'node:crypto';
import type { TDrawHistoryResponse, TDrawStatistics } from '@lottery/contracts';
import { deriveHashDraw } from '@lottery/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { drawnWith, insertIssues, issueRun, type TIssueFixture } from './issue-fixtures.ts';

const t = useTestApp();
let token: string;
const seed = randomBytes(32).toString('hex');
const blockHash = '0123456789abcdef'.repeat(4);

const post = (url: string, body: unknown) => t.call('POST', url, { token, body });
const search = async (body: Record<string, unknown>) => {
  const response = await post('/api/DrawHistory/Search', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TDrawHistoryResponse;
};
const statistics = async (body: Record<string, unknown>) => {
  const response = await post('/api/DrawHistory/Statistics', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TDrawStatistics;
};

beforeAll(async () => {
  const { loginId } = await t.createAccount();
  token = await t.login(loginId);
  const now = t.clock.now();
  const run = (gameId: number, firstStart: number, count: number, businessDate?: string) =>
    issueRun(gameId, { firstStart, cycleMs: 60_000, sealMs: 5_000, count, businessDate });
  // Game 9 (K3): on 1 January issues 1, 2, 4 drawn and 3 cancelled; on 2 January 1 and 2 drawn,
  // 3 open and 4 to come.
  const [a1, a2, a3, a4] = run(9, now - 36_000_000, 4, '2026-01-01') as TIssueFixture[];
  const [b1, b2, b3, b4] = run(9, now - 150_000, 4, '2026-01-02') as TIssueFixture[];
  // Game 2 (SSC): 12 drawn issues, the first digit k mod 10 on issue k.
  const ssc = run(2, now - 1_000_000, 12).map((issue, k) =>
    drawnWith(issue, `${(k + 1) % 10},0,0,0,0`),
  );
  await insertIssues(t.db, [
    drawnWith(a1 as TIssueFixture, '1,1,2'),
    drawnWith(a2 as TIssueFixture, '3,4,5'),
    { ...(a3 as TIssueFixture), state: 'cancelled' },
    drawnWith(a4 as TIssueFixture, '2,2,2'),
    drawnWith(b1 as TIssueFixture, '6,5,4'),
    drawnWith(b2 as TIssueFixture, '1,2,3'),
    { ...(b3 as TIssueFixture), seed },
    b4 as TIssueFixture,
    ...ssc,
    // Game 4 (hash) and game 14 (Lucky 28, its 3 digits derived from a Keno draw).
    drawnWith(run(4, now - 200_000, 1)[0] as TIssueFixture, blockHash),
    drawnWith(
      run(14, now - 300_000, 1)[0] as TIssueFixture,
      '1,7,3',
      Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0')).join(','),
    ),
  ]);
});

describe('POST /api/DrawHistory/Search', () => {
  it('pages through drawn and cancelled issues, newest first', async () => {
    const first = await search({ GameId: 9, PageIndex: 1, PageSize: 3 });
    expect(first).toMatchObject({ TotalCount: 6, PageIndex: 1, PageSize: 3 });
    expect(first.Items.map((issue) => [issue.SerialNumber, issue.WinningNumber])).toEqual([
      ['20260102-0002', '1,2,3'],
      ['20260102-0001', '6,5,4'],
      ['20260101-0004', '2,2,2'],
    ]);
    const second = await search({ GameId: 9, PageIndex: 2, PageSize: 3 });
    expect(second.Items.map((issue) => [issue.SerialNumber, issue.State])).toEqual([
      ['20260101-0003', 'cancelled'],
      ['20260101-0002', 'drawn'],
      ['20260101-0001', 'drawn'],
    ]);
    expect(await search({ GameId: 9, PageIndex: 3, PageSize: 3 })).toEqual({
      Items: [],
      TotalCount: 6,
      PageIndex: 3,
      PageSize: 3,
    });
    const defaults = await search({ GameId: 9 });
    expect(defaults).toMatchObject({ TotalCount: 6, PageIndex: 1, PageSize: 20 });
    expect(JSON.stringify(defaults)).not.toContain(seed);
  });

  it('filters by business date', async () => {
    const firstDay = await search({ GameId: 9, Date: '2026-01-01' });
    expect(firstDay.TotalCount).toBe(4);
    expect(firstDay.Items.map((issue) => issue.SerialNumber)).toEqual([
      '20260101-0004',
      '20260101-0003',
      '20260101-0002',
      '20260101-0001',
    ]);
    expect((await search({ GameId: 9, Date: '2026-01-03' })).TotalCount).toBe(0);
    // Shaped like a date but none: nothing, not an error.
    expect(await search({ GameId: 9, Date: '2026-02-30' })).toMatchObject({
      Items: [],
      TotalCount: 0,
    });
  });

  it('refuses an unknown game and a malformed request', async () => {
    const unknown = await post('/api/DrawHistory/Search', { GameId: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Code).toBe(4001);
    const tooLarge = await post('/api/DrawHistory/Search', { GameId: 9, PageSize: 101 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().Code).toBe(1001);
    const badDate = await post('/api/DrawHistory/Search', { GameId: 9, Date: '1/1/2026' });
    expect(badDate.json().Code).toBe(1001);
  });
});

describe('POST /api/DrawHistory/Statistics', () => {
  it('counts each ball per position and, for K3, in the draw as a set', async () => {
    const stats = await statistics({ GameId: 9, IssueCount: 10 });
    // Oldest first: 1,1,2 · 3,4,5 · 2,2,2 · 6,5,4 · 1,2,3 (the cancelled issue is not a draw).
    expect(stats).toMatchObject({ GameId: 9, IssueCount: 5, LatestSerialNumber: '20260102-0002' });
    expect(stats.Positions.map((position) => position.Position)).toEqual([0, 1, 2, -1]);
    const [first, , , set] = stats.Positions;
    expect(first?.Balls[0]).toEqual({
      Ball: 1,
      Hits: 2,
      Omission: 0,
      MaxOmission: 3,
      AverageOmission: 1,
      MaxStreak: 1,
    });
    expect(first?.Balls[3]).toMatchObject({ Ball: 4, Hits: 0, Omission: 5, MaxOmission: 5 });
    expect(set?.Balls[1]).toEqual({
      Ball: 2,
      Hits: 3,
      Omission: 0,
      MaxOmission: 1,
      AverageOmission: 0.5,
      MaxStreak: 1,
    });
    expect(set?.Hot).toEqual([2, 1, 3, 4, 5]);
    expect(set?.Cold).toEqual([6, 4, 5, 1, 3]);
    // First die: 1 3 2 6 1, small (1-3) then big (4-6) then small; odd, odd, even, even, odd.
    expect(stats.Streaks.filter((streak) => streak.Position === 0)).toEqual([
      { Position: 0, Kind: 'bigSmall', Outcome: 'small', Length: 1 },
      { Position: 0, Kind: 'oddEven', Outcome: 'odd', Length: 1 },
    ]);
  });

  it('covers only the latest IssueCount draws', async () => {
    const stats = await statistics({ GameId: 2, IssueCount: 10 });
    expect(stats.IssueCount).toBe(10);
    // Issues 3-12: first digits 3 … 9, 0, 1, 2, each once; 2 came last, 3 first.
    const first = stats.Positions[0];
    expect(first?.Balls.map((ball) => ball.Hits)).toEqual(Array(10).fill(1));
    expect(first?.Balls[2]?.Omission).toBe(0);
    expect(first?.Balls[3]?.Omission).toBe(9);
    expect(stats.Positions.map((position) => position.Position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('reads hash games on their 5 derived digits and Lucky 28 on its 3', async () => {
    const hash = await statistics({ GameId: 4 });
    expect(deriveHashDraw(blockHash)).toEqual([5, 6, 7, 8, 9]);
    expect(hash.Positions).toHaveLength(5);
    expect(hash.Positions.map((position) => position.Hot)).toEqual([[5], [6], [7], [8], [9]]);
    const lucky = await statistics({ GameId: 14 });
    expect(lucky.Positions.map((position) => position.Hot)).toEqual([[1], [7], [3]]);
  });

  it('answers no figures for a game without draws, and refuses an unknown game', async () => {
    const none = await statistics({ GameId: 6 });
    expect(none).toMatchObject({ IssueCount: 0, LatestSerialNumber: null, Streaks: [] });
    const unknown = await post('/api/DrawHistory/Statistics', { GameId: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Code).toBe(4001);
    const tooFew = await post('/api/DrawHistory/Statistics', { GameId: 9, IssueCount: 9 });
    expect(tooFew.json().Code).toBe(1001);
  });
});

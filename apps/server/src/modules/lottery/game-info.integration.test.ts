import { randomBytes } from 'node:crypto';
import type { TDrawIssue, TGameInfo } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { drawnWith, insertIssues, issueRun, type TIssueFixture } from './issue-fixtures.ts';

const t = useTestApp();
let token: string;
let now: number;
const seeds: string[] = [];

const withSeed = (issue: TIssueFixture): TIssueFixture => {
  const seed = randomBytes(32).toString('hex');
  seeds.push(seed);
  return { ...issue, seed };
};

const info = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const response = await t.call('POST', '/api/LotteryGame/Info', { token, body, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, TGameInfo>;
};
const serials = (issues: readonly TDrawIssue[] | undefined) => issues?.map((i) => i.SerialNumber);

beforeAll(async () => {
  const { loginId } = await t.createAccount();
  token = await t.login(loginId);
  now = t.clock.now();
  // Game 2 (1-minute SSC): issues 1-3 drawn, 4 sealed and awaiting its draw, 5 open for another
  // 35 s, 6-8 to come.
  const ssc = issueRun(2, { firstStart: now - 260_000, cycleMs: 60_000, sealMs: 5_000, count: 8 });
  const drawn = ['1,2,3,4,5', '2,3,4,5,6', '3,4,5,6,7'];
  // Game 3 (5-minute SSC): between issues, issue 1 sealed 5 s ago, issue 2 starts in 10 s.
  const between = issueRun(3, {
    firstStart: now - 290_000,
    cycleMs: 300_000,
    sealMs: 15_000,
    count: 3,
  });
  // Game 9 (K3): its first issue ever starts in 10 minutes.
  const first = issueRun(9, {
    firstStart: now + 600_000,
    cycleMs: 60_000,
    sealMs: 5_000,
    count: 2,
  });
  // Game 6 (3D): two issues, both over; nothing scheduled after them.
  const over = issueRun(6, {
    firstStart: now - 700_000,
    cycleMs: 300_000,
    sealMs: 15_000,
    count: 2,
  });
  // Game 10 (PK10): its open issue was cancelled; the next one starts in a minute.
  const cancelled = issueRun(10, {
    firstStart: now - 10_000,
    cycleMs: 70_000,
    sealMs: 5_000,
    count: 2,
  });
  await insertIssues(t.db, [
    ...ssc.map((issue, i) =>
      i < drawn.length ? drawnWith(issue, drawn[i] as string) : withSeed(issue),
    ),
    ...between.map(withSeed),
    ...first.map(withSeed),
    drawnWith(over[0] as TIssueFixture, '1,2,3'),
    drawnWith(over[1] as TIssueFixture, '4,5,6'),
    { ...withSeed(cancelled[0] as TIssueFixture), state: 'cancelled' },
    withSeed(cancelled[1] as TIssueFixture),
  ]);
});

describe('POST /api/LotteryGame/Info', () => {
  it('answers only the parts asked, the server time and the client time echoed', async () => {
    const answer = await info({ GameIdList: [2] });
    expect(answer).toEqual({
      2: { GameId: 2, GameCode: 'JSSSC', GameName: '极速时时彩', ServerTimestamp: now },
    });
    const english = await info(
      { GameIdList: [2], ClientTimestamp: 123 },
      { 'accept-language': 'en' },
    );
    expect(english['2']).toMatchObject({ GameName: '1-minute SSC', ClientTimestamp: 123 });
  });

  it('tells the state of each game, MiaoMiao included', async () => {
    const answer = await info({ GameIdList: [2, 5], State: true });
    expect(answer['2']).toMatchObject({
      CategoryId: 1,
      GameState: 0,
      IsMaintain: false,
      IsOfficialOffline: false,
      IsMiaoMiao: false,
      DailyIssueCount: 1440,
    });
    expect(answer['5']).toMatchObject({ IsMiaoMiao: true, DailyIssueCount: 0 });
  });

  it('lists the latest drawn issue and the 10 latest, newest first', async () => {
    const answer = await info({ GameIdList: [2, 9], LastIssue: true, LastDrawIssue: true });
    expect(answer['2']?.LastIssue).toMatchObject({
      SerialNumber: '20260101-0003',
      State: 'drawn',
      WinningNumber: '3,4,5,6,7',
      OriginalWinningNumber: '3,4,5,6,7',
    });
    expect(serials(answer['2']?.RecentIssues)).toEqual([
      '20260101-0003',
      '20260101-0002',
      '20260101-0001',
    ]);
    expect(answer['9']).toMatchObject({ LastIssue: null, RecentIssues: [] });
  });

  it('counts down to the seal of an open issue and lists upcoming and old issues', async () => {
    const answer = await info({ GameIdList: [2], Countdown: true, SelectCount: 2, OldIssues: 3 });
    const game = answer['2'];
    const start = now - 20_000;
    expect(game).toMatchObject({
      CurrentIssue: {
        SerialNumber: '20260101-0005',
        State: 'scheduled',
        StartTimeStamp: start,
        CloseTimeStamp: now + 35_000,
        DrawTimeStamp: now + 40_000,
        WinningNumber: null,
      },
      WaitingIssue: false,
      StartTimestamp: start,
      EndTimestamp: now + 35_000,
      CountdownLength: 35_000,
      CountdownTotal: 55_000,
    });
    expect(game?.CurrentIssue?.Commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(serials(game?.Issues)).toEqual(['20260101-0005', '20260101-0006', '20260101-0007']);
    // Oldest first; the sealed issue still waiting for its draw is old too.
    expect(serials(game?.OldIssues)).toEqual(['20260101-0002', '20260101-0003', '20260101-0004']);
    expect(game?.OldIssues?.map((issue) => issue.State)).toEqual(['drawn', 'drawn', 'scheduled']);
  });

  it('waits from the seal of one issue to the start of the next', async () => {
    const game = (await info({ GameIdList: [3], Countdown: true }))['3'];
    expect(game).toMatchObject({
      CurrentIssue: { SerialNumber: '20260101-0002' },
      Issues: [{ SerialNumber: '20260101-0002' }],
      WaitingIssue: true,
      StartTimestamp: now + 10_000,
      CountdownLength: 10_000,
      CountdownTotal: 15_000,
    });
  });

  it('waits for the first issue of a game with none before it', async () => {
    const game = (await info({ GameIdList: [9], Countdown: true, OldIssues: 5 }))['9'];
    expect(game).toMatchObject({
      CurrentIssue: { SerialNumber: '20260101-0001' },
      WaitingIssue: true,
      CountdownLength: 600_000,
      CountdownTotal: 600_000,
      OldIssues: [],
    });
  });

  it('has no current issue when every issue is over', async () => {
    const game = (await info({ GameIdList: [6], Countdown: true, SelectCount: 3, OldIssues: 5 }))[
      '6'
    ];
    expect(game).toMatchObject({
      CurrentIssue: null,
      Issues: [],
      WaitingIssue: true,
      CountdownLength: 0,
      CountdownTotal: 0,
    });
    expect(game).not.toHaveProperty('StartTimestamp');
    expect(serials(game?.OldIssues)).toEqual(['20260101-0001', '20260101-0002']);
  });

  it('never offers a cancelled issue as the current one', async () => {
    const game = (await info({ GameIdList: [10], Countdown: true }))['10'];
    expect(game).toMatchObject({
      CurrentIssue: { SerialNumber: '20260101-0002' },
      WaitingIssue: true,
      CountdownLength: 60_000,
    });
  });

  it('gives an instant game no issue and no wait', async () => {
    const game = (await info({ GameIdList: [5], Countdown: true, OldIssues: 5, LastIssue: true }))[
      '5'
    ];
    expect(game).toMatchObject({
      LastIssue: null,
      CurrentIssue: null,
      Issues: [],
      OldIssues: [],
      WaitingIssue: false,
      CountdownLength: 0,
    });
  });

  it('flags maintenance and official offline, and leaves offline games out of "every game"', async () => {
    await t.db.query(
      `UPDATE lottery_games SET state = CASE id WHEN 12 THEN 1 WHEN 13 THEN 3 ELSE 2 END
        WHERE id IN (11, 12, 13)`,
    );
    try {
      const every = await info({ GameIdList: [], State: true });
      expect(Object.keys(every)).not.toContain('11');
      expect(every['12']).toMatchObject({
        GameState: 1,
        IsMaintain: true,
        IsOfficialOffline: false,
      });
      expect(every['13']).toMatchObject({
        GameState: 3,
        IsMaintain: false,
        IsOfficialOffline: true,
      });
      expect(Object.keys(every)).toHaveLength(13);
      // Asked by id, an offline game answers with its state.
      expect((await info({ GameIdList: [11], State: true }))['11']?.GameState).toBe(2);
    } finally {
      await t.db.query(`UPDATE lottery_games SET state = 0 WHERE id IN (11, 12, 13)`);
    }
  });

  it('never lets a seed out, whatever is asked', async () => {
    const response = await t.call('POST', '/api/LotteryGame/Info', {
      token,
      body: {
        GameIdList: [],
        State: true,
        LastIssue: true,
        LastDrawIssue: true,
        Countdown: true,
        SelectCount: 120,
        OldIssues: 100,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(seeds.length).toBeGreaterThan(5);
    for (const seed of seeds) expect(response.body).not.toContain(seed);
  });

  it('reads the issues of every game and part in one statement', async () => {
    const query = t.db.query;
    let queries = 0;
    t.db.query = ((...args: Parameters<typeof query>) => {
      queries += 1;
      return query.apply(t.db, args);
    }) as typeof query;
    const queriesFor = async (body: Record<string, unknown>) => {
      queries = 0;
      await info(body);
      return queries;
    };
    try {
      const everything = { LastIssue: true, LastDrawIssue: true, Countdown: true, OldIssues: 20 };
      const bare = await queriesFor({ GameIdList: [2] });
      expect(await queriesFor({ GameIdList: [2], ...everything, State: true })).toBe(bare + 1);
      expect(await queriesFor({ GameIdList: [], ...everything, SelectCount: 5 })).toBe(bare + 1);
    } finally {
      t.db.query = query;
    }
  });

  it('refuses a malformed request', async () => {
    const missing = await t.call('POST', '/api/LotteryGame/Info', { token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Code).toBe(1001);
    const tooMany = await t.call('POST', '/api/LotteryGame/Info', {
      token,
      body: { GameIdList: [2], SelectCount: 121 },
    });
    expect(tooMany.json().Code).toBe(1001);
  });

  // Last: it adds games to the catalogue.
  it('answers 30 games at most, so the client asks again for the rest; unknown ids are absent', async () => {
    await t.db.query(
      `INSERT INTO lottery_games (id, code, category_id, family, name_zh, name_en, draw_source,
         books, sort_order, first_issue_time_of_day_ms, cycle_ms, issues_per_day, seal_seconds,
         number_template)
       SELECT g, 'EXTRA' || g, 1, 'ssc', '加' || g, 'Extra ' || g, 'fair', '{official}', 1000 + g,
              0, 60000, 1440, 5, 'YYYYMMDD-NNNN'
         FROM generate_series(1001, 1035) AS g`,
    );
    const asked = [999_999, ...Array.from({ length: 35 }, (_, i) => 1035 - i), 999_998];
    const first = await info({ GameIdList: asked });
    const answered = Object.keys(first).map(Number);
    expect(answered).toHaveLength(30);
    // The first 30 known ids of the request.
    expect(answered.sort()).toEqual(asked.slice(1, 31).sort());
    const rest = await info({ GameIdList: asked.filter((id) => !answered.includes(id)) });
    expect(Object.keys(rest).map(Number).sort()).toEqual([1001, 1002, 1003, 1004, 1005]);
    expect(await info({ GameIdList: [999_999, 999_998] })).toEqual({});
    expect(Object.keys(await info({ GameIdList: [] }))).toHaveLength(30);
  });
});

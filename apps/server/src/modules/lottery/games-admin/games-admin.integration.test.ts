import { beforeAll, describe, expect, it } from 'vitest';
import { createDrawScheduler } from '../../../jobs/draw-scheduler.ts';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { siteNoonOf } from '../../../test-support/manual-clock.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { createSandboxChain } from '../sources/sandbox-chain.ts';

const t = useTestApp();
const jsssc = 2;
const mmssc = 5; // instant: no schedule
let operations = '';
let readonly = '';

beforeAll(async () => {
  // The game's day ends with a gap in which no issue is open (seen at 23:59:55 site time).
  t.clock.set(siteNoonOf(t.clock.now()));
  operations = await t.adminToken('operations');
  readonly = await t.adminToken('readonly');
  await t.db.query('UPDATE lottery_games SET state = CASE WHEN id = $1 THEN 0 ELSE 2 END', [jsssc]);
  await createDrawScheduler({
    db: t.db,
    clock: t.clock,
    horizonMs: 10 * 60_000,
    blockSource: createSandboxChain({ db: t.db, clock: t.clock }),
    resultSources: [],
  }).tick();
});

const gameRow = async (id: number) =>
  (
    await t.db.query<{
      max_payout_per_ticket: bigint;
      max_stake_per_issue: bigint;
      seal_seconds: number | null;
      result_timeout_ms: number;
    }>(
      `SELECT max_payout_per_ticket, max_stake_per_issue, seal_seconds, result_timeout_ms
         FROM lottery_games WHERE id = $1`,
      [id],
    )
  )[0];

describe('GET /api/Admin/Games', () => {
  it('lists every game with state, schedule, limits and threshold, to any games.view role', async () => {
    await t.db.query(
      'INSERT INTO risk_win_hold_thresholds (game_id, threshold) VALUES ($1, 2500000)',
      [jsssc],
    );
    const response = await t.call('GET', '/api/Admin/Games', {
      token: readonly,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const { Games } = response.json() as { Games: Record<string, unknown>[] };
    expect(Games).toHaveLength(14);
    expect(Games.find((game) => game.GameId === jsssc)).toEqual({
      GameId: jsssc,
      Code: 'JSSSC',
      Name: '1-minute SSC',
      CategoryId: 1,
      Family: 'ssc',
      DrawSource: 'fair',
      State: 0,
      Books: expect.arrayContaining(['official']),
      CycleSeconds: 60,
      IssuesPerDay: 1440,
      SealSeconds: 5,
      ResultTimeoutSeconds: 600,
      MaxPayoutPerTicket: 400000,
      MaxStakePerIssue: 1000000,
      TwoSidedReturnPermille: 975,
      MaxPrizeGroup: null,
      MinPrizeGroup: null,
      WinHoldThreshold: 2500,
    });
    expect(Games.find((game) => game.GameId === mmssc)).toMatchObject({
      CycleSeconds: null,
      SealSeconds: null,
      WinHoldThreshold: null,
    });
    const player = await t.login((await t.createAccount()).loginId);
    expect((await t.call('GET', '/api/Admin/Games', { token: player })).statusCode).toBe(401);
  });
});

describe('POST /api/Admin/Games/SetLimits', () => {
  it('sets both caps exactly, audited with before and after', async () => {
    await expectAudited(t, 'POST /api/Admin/Games/SetLimits', {
      token: operations,
      body: { GameId: jsssc, MaxPayoutPerTicket: '250000.5', MaxStakePerIssue: 20000 },
      action: 'games.limits.set',
      targetType: 'game',
      targetId: jsssc,
      before: { maxPayoutPerTicket: '400000000', maxStakePerIssue: '1000000000' },
      after: { maxPayoutPerTicket: '250000500', maxStakePerIssue: '20000000' },
    });
    expect(await gameRow(jsssc)).toMatchObject({
      max_payout_per_ticket: 250_000_500n,
      max_stake_per_issue: 20_000_000n,
    });
  });

  it('refuses a zero cap, an unknown game, a bad amount and a role without games.manage', async () => {
    const call = (body: unknown, token = operations) =>
      t.call('POST', '/api/Admin/Games/SetLimits', { token, body });
    const before = await gameRow(jsssc);
    expect(
      (await call({ GameId: jsssc, MaxPayoutPerTicket: 0, MaxStakePerIssue: 1 })).json(),
    ).toMatchObject({ Code: 1001 });
    expect(
      (await call({ GameId: 999, MaxPayoutPerTicket: 1, MaxStakePerIssue: 1 })).json(),
    ).toMatchObject({ Code: 4001 });
    expect(
      (await call({ GameId: jsssc, MaxPayoutPerTicket: '1.0001', MaxStakePerIssue: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await call({ GameId: jsssc, MaxPayoutPerTicket: 1, MaxStakePerIssue: 1 }, readonly))
        .statusCode,
    ).toBe(403);
    expect(await gameRow(jsssc)).toEqual(before);
  });
});

describe('POST /api/Admin/Games/SetPrizeGroup', () => {
  const prizeGroupsOf = async (id: number) =>
    (
      await t.db.query<{ max_prize_group: number | null; min_prize_group: number | null }>(
        'SELECT max_prize_group, min_prize_group FROM lottery_games WHERE id = $1',
        [id],
      )
    )[0];

  it('sets the cap and the floor and removes them, each audited with before and after', async () => {
    await expectAudited(t, 'POST /api/Admin/Games/SetPrizeGroup', {
      token: operations,
      body: { GameId: jsssc, MaxPrizeGroup: 1900, MinPrizeGroup: 1800 },
      action: 'games.prizeGroup.set',
      targetType: 'game',
      targetId: jsssc,
      before: { maxPrizeGroup: null, minPrizeGroup: null },
      after: { maxPrizeGroup: 1900, minPrizeGroup: 1800 },
    });
    expect(await prizeGroupsOf(jsssc)).toEqual({ max_prize_group: 1900, min_prize_group: 1800 });
    const listed = (await t.call('GET', '/api/Admin/Games', { token: readonly })).json() as {
      Games: { GameId: number; MaxPrizeGroup: number | null; MinPrizeGroup: number | null }[];
    };
    expect(listed.Games.find((game) => game.GameId === jsssc)).toMatchObject({
      MaxPrizeGroup: 1900,
      MinPrizeGroup: 1800,
    });
    await expectAudited(t, 'POST /api/Admin/Games/SetPrizeGroup', {
      token: operations,
      body: { GameId: jsssc, MaxPrizeGroup: null, MinPrizeGroup: null },
      action: 'games.prizeGroup.set',
      targetType: 'game',
      targetId: jsssc,
      before: { maxPrizeGroup: 1900, minPrizeGroup: 1800 },
      after: { maxPrizeGroup: null, minPrizeGroup: null },
    });
    expect(await prizeGroupsOf(jsssc)).toEqual({ max_prize_group: null, min_prize_group: null });
  });

  it('refuses groups out of 1..2000, a floor over the cap, an unknown game and a role without games.manage', async () => {
    const call = (body: object, token = operations) =>
      t.call('POST', '/api/Admin/Games/SetPrizeGroup', {
        token,
        body: { GameId: jsssc, MaxPrizeGroup: 1900, MinPrizeGroup: null, ...body },
      });
    for (const group of [0, 2001, 1900.5, '1900', undefined]) {
      expect((await call({ MaxPrizeGroup: group })).statusCode).toBe(400);
      expect((await call({ MinPrizeGroup: group ?? 'none' })).statusCode).toBe(400);
    }
    const inverted = await call({ MinPrizeGroup: 1902 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({ Code: 1001, Field: 'MinPrizeGroup' });
    expect((await call({ GameId: 999 })).json()).toMatchObject({ Code: 4001 });
    expect((await call({}, readonly)).statusCode).toBe(403);
    const player = await t.login((await t.createAccount()).loginId);
    expect((await call({}, player)).statusCode).toBe(401);
    expect(await prizeGroupsOf(jsssc)).toEqual({ max_prize_group: null, min_prize_group: null });
  });
});

describe('POST /api/Admin/Games/SetSchedule', () => {
  it('sets seal and timeout, moving the close of issues not open yet and no other', async () => {
    const now = t.clock.now();
    const closes = () =>
      t.db.query<{ serial_number: string; start_at: bigint; close_at: bigint; draw_at: bigint }>(
        `SELECT serial_number, start_at, close_at, draw_at FROM lottery_issues
          WHERE game_id = $1 ORDER BY draw_at`,
        [jsssc],
      );
    const before = await closes();
    expect(before.length).toBeGreaterThan(3);
    await expectAudited(t, 'POST /api/Admin/Games/SetSchedule', {
      token: operations,
      body: { GameId: jsssc, SealSeconds: 10, ResultTimeoutSeconds: 300 },
      action: 'games.schedule.set',
      targetType: 'game',
      targetId: jsssc,
      before: { sealSeconds: 5, resultTimeoutSeconds: 600 },
      after: { sealSeconds: 10, resultTimeoutSeconds: 300 },
    });
    expect(await gameRow(jsssc)).toMatchObject({ seal_seconds: 10, result_timeout_ms: 300_000 });
    for (const issue of await closes()) {
      const old = before.find((row) => row.serial_number === issue.serial_number);
      const expected =
        Number(issue.start_at) > now ? BigInt(issue.draw_at) - 10_000n : BigInt(old!.close_at);
      expect(BigInt(issue.close_at)).toBe(expected);
    }
    const instant = await t.call('POST', '/api/Admin/Games/SetSchedule', {
      token: operations,
      body: { GameId: mmssc, SealSeconds: 10, ResultTimeoutSeconds: 300 },
    });
    expect(instant.json()).toMatchObject({ Code: 6201 });
  });
});

describe('GET /api/Admin/Games/Issues', () => {
  it("lists a game's opened issues newest first with proof fields and money, no seed before the draw", async () => {
    const response = await t.call('GET', `/api/Admin/Games/Issues?GameId=${jsssc}&PageSize=5`, {
      token: readonly,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { Issues: Record<string, unknown>[]; Total: number };
    expect(body.Total).toBeGreaterThan(0);
    const [current] = body.Issues;
    expect(current).toMatchObject({
      State: 'scheduled',
      ServerSeed: null,
      Tickets: 0,
      Stake: 0,
      Prizes: 0,
      Reports: [],
    });
    expect(current?.Commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(current?.StartTime)).toBeLessThanOrEqual(t.clock.now());
  });
});

describe('GET /api/Admin/Games/Odds', () => {
  it('answers the odds in force, an administrator change included, and none without the book', async () => {
    const read = async (gameId: number) =>
      (
        await t.call('GET', `/api/Admin/Games/Odds?GameId=${gameId}`, { token: readonly })
      ).json() as {
        GameId: number;
        Odds: { BetTypeId: string; Level: string; OddsThousandths: number }[];
      };
    const before = await read(9);
    const big = before.Odds.find(
      (row) => row.BetTypeId === 'k3.twoSided.sum' && row.Level === 'big',
    );
    expect(big).toBeDefined();
    const set = await t.call('POST', '/api/Admin/LotteryGame/SetTwoSidedOdds', {
      token: operations,
      body: { GameId: 9, Odds: [{ ...big, Item: 'big', OddsThousandths: 1900 }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const after = await read(9);
    expect(after.Odds).toContainEqual({ ...big, Item: 'big', OddsThousandths: 1900 });
    expect(after.Odds).toHaveLength(before.Odds.length);
    expect((await read(7)).Odds).toEqual([]); // Speed P5 sells the official book only
    const unknown = await t.call('GET', '/api/Admin/Games/Odds?GameId=999', { token: readonly });
    expect(unknown.json()).toMatchObject({ Code: 4001 });
  });
});

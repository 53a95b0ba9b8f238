import { beforeAll, describe, expect, it } from 'vitest';
import { createDrawScheduler } from '../../jobs/draw-scheduler.ts';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import type { TResultSource } from './sources/result-source.ts';
import { createSandboxChain } from './sources/sandbox-chain.ts';

const t = useTestApp();

const cqssc = 1; // outside results
const jsssc = 2; // provably fair

interface TIssue {
  serial_number: string;
  draw_at: bigint;
  state: string;
}

let adminId = 0;
/** Logins by login ID, with the clock time they were made at. */
const logins = new Map<string, { at: number; token: string }>();
let adminLogin = '';
let playerLogin = '';

/** A token valid now: the tests move the clock past the 30-minute token lifetime. */
async function tokenOf(loginId: string) {
  const known = logins.get(loginId);
  if (known && t.clock.now() - known.at < 10 * 60_000) return known.token;
  const token =
    loginId === adminLogin ? await t.adminSessionToken(adminId) : await t.login(loginId);
  logins.set(loginId, { at: t.clock.now(), token });
  return token;
}
/** CQSSC issues made by the scheduler: [0] and [1] are due, [2] and later are not. */
let issues: TIssue[] = [];
let fairSerial = '';
/** What the feed answers per serial; absent means "not yet". */
const feed = new Map<string, string>();

const scheduler = () =>
  createDrawScheduler({
    db: t.db,
    clock: t.clock,
    horizonMs: 3 * 3_600_000, // enough 20-minute CQSSC issues for every test here
    blockSource: createSandboxChain({ db: t.db, clock: t.clock }),
    resultSources: [
      { name: 'feed', resultOf: async (_game, serial) => feed.get(serial) ?? null },
    ] satisfies TResultSource[],
  });

beforeAll(async () => {
  const admin = await t.createAdmin({ role: 'operations' });
  adminId = admin.adminId;
  adminLogin = admin.loginId;
  playerLogin = (await t.createAccount()).loginId;
  await t.db.query('UPDATE lottery_games SET state = 2 WHERE id NOT IN ($1, $2)', [cqssc, jsssc]);
  await scheduler().tick();
  issues = await t.db.query<TIssue>(
    'SELECT serial_number, draw_at, state FROM lottery_issues WHERE game_id = $1 ORDER BY draw_at',
    [cqssc],
  );
  const [fair] = await t.db.query<{ serial_number: string }>(
    'SELECT serial_number FROM lottery_issues WHERE game_id = $1 ORDER BY draw_at LIMIT 1',
    [jsssc],
  );
  fairSerial = fair?.serial_number ?? '';
  expect(issues.length).toBeGreaterThanOrEqual(8);
  // Past the second issue's draw time; the feed is silent, and the result timeout is far off.
  t.clock.set(Number(issues[1]?.draw_at) + 1000);
});

const serial = (i: number) => issues[i]?.serial_number ?? '';

/** Everything the endpoints could change, to show that a refusal changes nothing. */
async function snapshot() {
  const rows = await t.db.query(
    `SELECT (SELECT json_agg(i ORDER BY game_id, draw_at)::text FROM lottery_issues i) AS issues,
            (SELECT json_agg(r ORDER BY serial_number, source)::text
             FROM lottery_result_reports r) AS reports,
            (SELECT json_agg(g.state ORDER BY id)::text FROM lottery_games g) AS games,
            (SELECT count(*)::int FROM admin_audit WHERE action LIKE 'games.%') AS audits`,
  );
  return rows[0];
}

const post = async (url: string, body: unknown, loginId = adminLogin) =>
  t.call('POST', url, {
    token: await tokenOf(loginId),
    body,
    headers: { 'accept-language': 'en' },
  });

const enter = (body: unknown, loginId?: string) =>
  post('/api/Admin/LotteryGame/EnterResult', body, loginId);

async function issueRow(gameId: number, serialNumber: string) {
  const [row] = await t.db.query<Record<string, unknown>>(
    `SELECT state, original_winning_number, winning_number, result_source, disputed, drawn_at,
            cancelled_reason, settled_at
     FROM lottery_issues WHERE game_id = $1 AND serial_number = $2`,
    [gameId, serialNumber],
  );
  return row;
}

async function refusedWithoutChange(
  call: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  code: number,
) {
  const before = await snapshot();
  const response = await call();
  expect({ status: response.statusCode, code: (response.json() as { Code: number }).Code }).toEqual(
    { status, code },
  );
  expect(await snapshot()).toEqual(before);
  return response;
}

describe('POST /api/Admin/LotteryGame/EnterResult', () => {
  it('draws a due issue of an outside game with the administrator report', async () => {
    const response = await expectAudited(t, 'POST /api/Admin/LotteryGame/EnterResult', {
      token: await tokenOf(adminLogin),
      body: { GameId: cqssc, SerialNumber: serial(0), WinningNumber: '12345' },
      action: 'games.result.enter',
      targetType: 'lottery_issue',
      targetId: `${cqssc}:${serial(0)}`,
      before: { state: 'scheduled', winningNumber: null },
      after: { state: 'drawn', winningNumber: '1,2,3,4,5' },
    });
    expect(response.json()).toEqual({
      State: 'drawn',
      WinningNumber: '1,2,3,4,5',
      Disputed: false,
    });
    expect(await issueRow(cqssc, serial(0))).toMatchObject({
      state: 'drawn',
      original_winning_number: '1,2,3,4,5',
      result_source: 'admin',
      disputed: false,
      drawn_at: BigInt(t.clock.now()),
      settled_at: null,
    });
    const reports = await t.db.query(
      `SELECT source, winning_number, reported_by FROM lottery_result_reports
       WHERE game_id = $1 AND serial_number = $2`,
      [cqssc, serial(0)],
    );
    expect(reports).toEqual([
      { source: 'admin', winning_number: '1,2,3,4,5', reported_by: adminId },
    ]);
    const audits = await t.db.query<{ action: string }>(
      "SELECT action FROM admin_audit WHERE admin_id = $1 AND action LIKE 'games.%'",
      [adminId],
    );
    expect(audits.map((a) => a.action)).toEqual(['games.result.enter']);

    // The same entry again is accepted and changes nothing; another number is refused.
    const before = await snapshot();
    const again = await enter({
      GameId: cqssc,
      SerialNumber: serial(0),
      WinningNumber: '1,2,3,4,5',
    });
    expect(again.json()).toEqual({ State: 'drawn', WinningNumber: '1,2,3,4,5', Disputed: false });
    expect(await snapshot()).toEqual(before);
    await refusedWithoutChange(
      () => enter({ GameId: cqssc, SerialNumber: serial(0), WinningNumber: '5,4,3,2,1' }),
      409,
      4006,
    );
  });

  it('keeps both numbers and marks the issue disputed when a source drew another', async () => {
    feed.set(serial(1), '9 9 9 9 9');
    await scheduler().tick();
    expect(await issueRow(cqssc, serial(1))).toMatchObject({
      state: 'drawn',
      winning_number: '9,9,9,9,9',
      result_source: 'feed',
      disputed: false,
    });
    const response = await enter({
      GameId: cqssc,
      SerialNumber: serial(1),
      WinningNumber: '1,2,3,4,5',
    });
    expect(response.json()).toEqual({ State: 'drawn', WinningNumber: '9,9,9,9,9', Disputed: true });
    expect(await issueRow(cqssc, serial(1))).toMatchObject({
      winning_number: '9,9,9,9,9',
      result_source: 'feed',
      disputed: true,
    });
    const reports = await t.db.query<{ source: string; winning_number: string }>(
      `SELECT source, winning_number FROM lottery_result_reports
       WHERE game_id = $1 AND serial_number = $2 ORDER BY source`,
      [cqssc, serial(1)],
    );
    expect(reports).toEqual([
      { source: 'admin', winning_number: '1,2,3,4,5' },
      { source: 'feed', winning_number: '9,9,9,9,9' },
    ]);
  });

  it('refuses, changing nothing: unknown game, in-house game, unknown or future issue, bad number', async () => {
    const body = (fields: Record<string, unknown>) => ({
      GameId: cqssc,
      SerialNumber: serial(2),
      WinningNumber: '1,2,3,4,5',
      ...fields,
    });
    await refusedWithoutChange(() => enter(body({ GameId: 999 })), 404, 4001);
    await refusedWithoutChange(
      () => enter(body({ GameId: jsssc, SerialNumber: fairSerial })),
      409,
      4004,
    );
    await refusedWithoutChange(() => enter(body({ SerialNumber: '19990101-001' })), 404, 4002);
    await refusedWithoutChange(() => enter(body({})), 409, 4007); // issue 3 is not due yet
    t.clock.set(Number(issues[2]?.draw_at));
    for (const [number, reason] of [
      ['1,2,3', 'length'],
      ['1,2,3,4,a', 'format'],
      ['1,2,3,4,10', 'range'],
    ] as const) {
      const refused = await refusedWithoutChange(
        () => enter(body({ WinningNumber: number })),
        400,
        4005,
      );
      expect(refused.json()).toEqual({
        Code: 4005,
        Message: `The winning number is not valid: ${reason}`,
      });
    }
    // A player's token is no administrator token; an administrator without games.results is refused.
    await refusedWithoutChange(() => enter(body({}), playerLogin), 401, 2002);
    const finance = await t.adminToken('finance');
    await refusedWithoutChange(
      () =>
        t.call('POST', '/api/Admin/LotteryGame/EnterResult', { token: finance, body: body({}) }),
      403,
      6001,
    );
    await refusedWithoutChange(() => enter({ GameId: cqssc, SerialNumber: serial(2) }), 400, 1001);
  });
});

describe('POST /api/Admin/LotteryIssue/Cancel', () => {
  const cancel = (body: unknown) => post('/api/Admin/LotteryIssue/Cancel', body);

  it('cancels a scheduled issue with the reason; a final issue stays as it is', async () => {
    const target = serial(3);
    const response = await expectAudited(t, 'POST /api/Admin/LotteryIssue/Cancel', {
      token: await tokenOf(adminLogin),
      body: { GameId: cqssc, SerialNumber: target, Reason: 'official void' },
      action: 'games.issue.cancel',
    });
    expect(response.json()).toEqual({ Ok: true });
    expect(await issueRow(cqssc, target)).toMatchObject({
      state: 'cancelled',
      cancelled_reason: 'official void',
      winning_number: null,
      settled_at: null,
    });
    const [audit] = await t.db.query<{ target_id: string; after: unknown }>(
      `SELECT target_id, after FROM admin_audit WHERE action = 'games.issue.cancel'`,
    );
    expect(audit).toEqual({
      target_id: `${cqssc}:${target}`,
      after: { state: 'cancelled', reason: 'official void' },
    });

    await refusedWithoutChange(
      () => cancel({ GameId: cqssc, SerialNumber: target, Reason: 'again' }),
      409,
      4006,
    );
    await refusedWithoutChange(
      () => cancel({ GameId: cqssc, SerialNumber: serial(0), Reason: 'drawn' }),
      409,
      4006,
    );
    await refusedWithoutChange(
      () => cancel({ GameId: cqssc, SerialNumber: '19990101-001', Reason: 'x' }),
      404,
      4002,
    );
    await refusedWithoutChange(
      () => cancel({ GameId: 999, SerialNumber: target, Reason: 'x' }),
      404,
      4001,
    );
    await refusedWithoutChange(
      () => cancel({ GameId: cqssc, SerialNumber: serial(4), Reason: '' }),
      400,
      1001,
    );
    // A cancelled issue takes no result either.
    t.clock.set(Number(issues[3]?.draw_at));
    await refusedWithoutChange(
      () => enter({ GameId: cqssc, SerialNumber: target, WinningNumber: '1,2,3,4,5' }),
      409,
      4006,
    );
  });
});

describe('POST /api/Admin/LotteryGame/SetState', () => {
  const setState = (body: unknown) => post('/api/Admin/LotteryGame/SetState', body);
  const issueCount = async () => {
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lottery_issues WHERE game_id = $1',
      [jsssc],
    );
    return row?.n ?? 0;
  };

  it('sets the state; the scheduler makes no new issues while a game is not online', async () => {
    const response = await expectAudited(t, 'POST /api/Admin/LotteryGame/SetState', {
      token: await tokenOf(adminLogin),
      body: { GameId: jsssc, State: 1 },
      action: 'games.state.set',
      targetType: 'game',
      targetId: jsssc,
      before: { state: 0 },
      after: { state: 1 },
    });
    expect(response.json()).toEqual({ Ok: true });
    const [game] = await t.db.query<{ state: number }>(
      'SELECT state FROM lottery_games WHERE id = $1',
      [jsssc],
    );
    expect(game?.state).toBe(1);

    const count = await issueCount();
    t.clock.advance(2 * 3_600_000);
    await scheduler().tick();
    expect(await issueCount()).toBe(count);
    expect((await setState({ GameId: jsssc, State: 0 })).statusCode).toBe(200);
    await scheduler().tick();
    expect(await issueCount()).toBeGreaterThan(count);

    await refusedWithoutChange(() => setState({ GameId: 999, State: 0 }), 404, 4001);
    await refusedWithoutChange(() => setState({ GameId: jsssc, State: 4 }), 400, 1001);
    await refusedWithoutChange(
      () => post('/api/Admin/LotteryGame/SetState', { GameId: jsssc, State: 2 }, playerLogin),
      401,
      2002,
    );
  });
});

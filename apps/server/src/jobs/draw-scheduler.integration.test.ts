import { createHash } from 'node:crypto';
import {
  dayNumberOf,
  drawnFormatOf,
  fairIssueDraw,
  issuesOfDay,
  originalFormatOf,
  parseWinningNumberAs,
  verifyDraw,
  type TIssueSchedule,
} from '@lottery/lottery';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/database.ts';
import { findGame, type TGame } from '../modules/lottery/game-catalogue.ts';
import type { TIssueRow } from '../modules/lottery/issue-rows.ts';
import type { TBlockSource } from '../modules/lottery/sources/block-source.ts';
import type { TResultSource } from '../modules/lottery/sources/result-source.ts';
import { createSandboxChain } from '../modules/lottery/sources/sandbox-chain.ts';
import { createSandboxFeed } from '../modules/lottery/sources/sandbox-feed.ts';
import { createManualClock, type TManualClock } from '../test-support/manual-clock.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import {
  createDrawScheduler,
  drawSchedulerLockKey,
  type TDrawScheduler,
  type TDrawSchedulerDeps,
  type TTickReport,
} from './draw-scheduler.ts';

// The catalogue rows of 0007_lottery.sql these tests drive.
const cqssc = 1; // external, 20-minute cycle, 72 a day, result timeout 10 minutes
const jsssc = 2; // fair, 1 minute, 1440 a day, seal 5 s
const wfssc = 3; // fair, 5 minutes, 288 a day, seal 15 s
const hashssc = 4; // hash (category 93), 1 minute
const minute = 60_000;
const hour = 60 * minute;

/** Local midnight (UTC+8) of a business date: issue 1 of every seeded game opens then. */
const openingOf = (date: string) => dayNumberOf(date) * 86_400_000 - 8 * hour;

let db: TDatabase & { drop(): Promise<void> };

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

/** Each test starts without issues, with only the games it names online (others offline). */
async function reset(online: readonly number[]) {
  await db.exec(`DELETE FROM lottery_result_reports; DELETE FROM lottery_issues;
                 DELETE FROM sandbox_chain_blocks; DELETE FROM sandbox_feed_results;`);
  await db.query(
    'UPDATE lottery_games SET state = CASE WHEN id = ANY($1::int[]) THEN 0 ELSE 2 END',
    [online],
  );
}

interface TFullRow {
  game_id: number;
  serial_number: string;
  business_date: string;
  daily_index: number;
  start_at: bigint;
  close_at: bigint;
  draw_at: bigint;
  state: string;
  server_seed: string | null;
  commitment: string | null;
  entropy: string | null;
  entropy_ref: string | null;
  original_winning_number: string | null;
  winning_number: string | null;
  result_source: string | null;
  disputed: boolean;
  drawn_at: bigint | null;
  cancelled_reason: string | null;
  settled_at: bigint | null;
}

const fullColumns = `game_id, serial_number, to_char(business_date, 'YYYY-MM-DD') AS business_date,
  daily_index, start_at, close_at, draw_at, state, server_seed, commitment, entropy, entropy_ref,
  original_winning_number, winning_number, result_source, disputed, drawn_at, cancelled_reason,
  settled_at`;

const issuesOf = (gameId: number, date?: string) =>
  db.query<TFullRow>(
    `SELECT ${fullColumns} FROM lottery_issues
     WHERE game_id = $1 AND ($2::date IS NULL OR business_date = $2::date) ORDER BY draw_at`,
    [gameId, date ?? null],
  );

async function gameOf(gameId: number): Promise<TGame & { schedule: TIssueSchedule }> {
  const game = await findGame(db, gameId);
  if (!game?.schedule) throw new Error(`game ${gameId} has no schedule`);
  return game as TGame & { schedule: TIssueSchedule };
}

async function sandboxBlocks() {
  const rows = await db.query<{ height: bigint; hash: string }>(
    'SELECT height, hash FROM sandbox_chain_blocks',
  );
  return new Map(rows.map((row) => [Number(row.height), row.hash]));
}

/** A scheduler on the sandbox chain recording every onIssueFinal call as "game/serial". */
function schedulerOn(
  clock: TManualClock,
  finals: string[],
  options: Partial<TDrawSchedulerDeps> = {},
): TDrawScheduler {
  return createDrawScheduler({
    db,
    clock,
    blockSource: createSandboxChain({ db, clock }),
    resultSources: [],
    onIssueFinal: (gameId, issue) => {
      finals.push(`${gameId}/${issue.serial_number}`);
    },
    ...options,
  });
}

/** Moves the clock in the given steps (cycled) up to untilMs, ticking after each step. */
async function drive(
  clock: TManualClock,
  schedulers: readonly TDrawScheduler[],
  untilMs: number,
  steps: readonly number[],
): Promise<TTickReport[]> {
  const reports: TTickReport[] = [];
  for (let i = 0; clock.now() < untilMs; i += 1) {
    clock.advance(Math.min(steps[i % steps.length] as number, untilMs - clock.now()));
    reports.push(...(await Promise.all(schedulers.map((scheduler) => scheduler.tick()))));
  }
  return reports;
}

const sum = (reports: readonly TTickReport[], key: 'created' | 'drawn' | 'cancelled') =>
  reports.reduce((total, report) => total + report[key], 0);

/** Every issue appears once in the onIssueFinal calls. */
function expectOnceEach(finals: readonly string[]) {
  expect(new Set(finals).size).toBe(finals.length);
}

/** The rows match the schedule's issues of the day exactly: numbers, times, order. */
function expectScheduleOf(rows: readonly TFullRow[], schedule: TIssueSchedule, date: string) {
  const expected = issuesOfDay(schedule, date);
  expect(rows.map((row) => row.serial_number)).toEqual(expected.map((i) => i.serialNumber));
  rows.forEach((row, i) => {
    const issue = expected[i];
    expect({
      date: row.business_date,
      index: row.daily_index,
      start: Number(row.start_at),
      close: Number(row.close_at),
      draw: Number(row.draw_at),
    }).toEqual({
      date: issue?.businessDate,
      index: issue?.dailyIndex,
      start: issue?.startTimeStamp,
      close: issue?.closeTimeStamp,
      draw: issue?.drawTimeStamp,
    });
  });
}

/**
 * A drawn fair issue recomputes from its revealed seed and stored entropy: the commitment is
 * SHA-256 of the seed, the entropy is the sandbox block at or after the draw time, and both
 * verifyDraw and fairIssueDraw give the stored numbers.
 */
function expectFairDraw(row: TFullRow, categoryId: number, blocks: Map<number, string>) {
  const { server_seed: seed, commitment, entropy } = row;
  if (seed === null || commitment === null || entropy === null) throw new Error('not fair');
  expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(commitment);
  const height = Math.ceil(Number(row.draw_at) / 3000);
  expect(row.entropy_ref).toBe(`sandbox#${height}`);
  expect(entropy).toBe(blocks.get(height));
  expect(fairIssueDraw(categoryId, seed, entropy)).toEqual({
    originalWinningNumber: row.original_winning_number,
    winningNumber: row.winning_number,
  });
  const parsed = parseWinningNumberAs(
    row.original_winning_number ?? '',
    originalFormatOf(categoryId),
  );
  if (!parsed.ok) throw new Error(parsed.reason);
  expect(
    verifyDraw({
      format: drawnFormatOf(categoryId),
      serverSeedHex: seed,
      commitment,
      publicEntropy: entropy,
      nonce: 0,
      winningNumbers: parsed.numbers,
    }),
  ).toEqual({ ok: true });
  expect(row.result_source).toBe('sandbox');
}

describe('draw scheduler', () => {
  beforeEach(() => reset([]));

  it('runs a whole business day of the 1-minute and 5-minute SSC: every issue drawn once, verifiable', async () => {
    await reset([jsssc, wfssc]);
    const date = '2026-03-10';
    const opening = openingOf(date);
    const clock = createManualClock(opening - 10 * minute);
    const finals: string[] = [];
    const scheduler = schedulerOn(clock, finals);
    // Steps of every size up to a 20-minute pause, not aligned to the cycles.
    const reports = await drive(
      clock,
      [scheduler],
      opening + 24 * hour + 2 * minute,
      [61_000, 17_000, 300_000, 1_000, 45_000, 1_200_000, 3_000, 59_999, 240_000, 120_001],
    );
    expect(reports.every((report) => !report.skipped)).toBe(true);

    const blocks = await sandboxBlocks();
    for (const [gameId, count, seal, width] of [
      [jsssc, 1440, 5000, 4],
      [wfssc, 288, 15000, 3],
    ] as const) {
      const game = await gameOf(gameId);
      const rows = await issuesOf(gameId, date);
      expect(rows).toHaveLength(count);
      expectScheduleOf(rows, game.schedule, date);
      expect(rows[0]?.serial_number).toBe(`20260310-${'1'.padStart(width, '0')}`);
      expect(rows.at(-1)?.serial_number).toBe(`20260310-${String(count)}`);
      expect(Number(rows[0]?.start_at)).toBe(opening);
      expect(Number(rows.at(-1)?.draw_at)).toBe(opening + 24 * hour);
      rows.forEach((row, i) => {
        expect(Number(row.draw_at) - Number(row.close_at)).toBe(seal);
        if (i > 0) expect(row.start_at).toBe(rows[i - 1]?.draw_at);
        expect(row.state).toBe('drawn');
        expect(Number(row.drawn_at)).toBeGreaterThanOrEqual(Number(row.draw_at));
        // Drawn at the first tick after the draw time: the longest step is 20 minutes.
        expect(Number(row.drawn_at) - Number(row.draw_at)).toBeLessThanOrEqual(20 * minute);
        expect(row.settled_at).toBeNull();
        expectFairDraw(row, 1, blocks);
      });
    }
    // Every issue ever created (including the previous day's tail and the next day's head)
    // was created once, and each drawn one was announced once.
    const [{ total, drawn } = { total: 0, drawn: 0 }] = await db.query<{
      total: number;
      drawn: number;
    }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'drawn')::int AS drawn
       FROM lottery_issues`,
    );
    expect(sum(reports, 'created')).toBe(total);
    expect(sum(reports, 'drawn')).toBe(drawn);
    expect(sum(reports, 'cancelled')).toBe(0);
    expectOnceEach(finals);
    expect(finals).toHaveLength(drawn);
    for (const gameId of [jsssc, wfssc])
      for (const row of await issuesOf(gameId, date))
        expect(finals).toContain(`${gameId}/${row.serial_number}`);
  }, 180_000);

  it('creates only issues someone could bet on, up to the horizon, in bounded batches', async () => {
    await reset([jsssc]);
    const opening = openingOf('2026-03-11');
    // 57 s into issue 1: it sealed at 55 s, so the first issue made is issue 2.
    const clock = createManualClock(opening + 57_000);
    const scheduler = schedulerOn(clock, [], { maxCreatedPerTick: 25 });
    const reports = [await scheduler.tick(), await scheduler.tick(), await scheduler.tick()];
    expect(reports.map((report) => report.created)).toEqual([25, 25, 10]);
    const rows = await issuesOf(jsssc);
    // Issues 2 to 61: every start before now + 1 hour (issue 61 starts at 60 min).
    expect(rows.map((row) => row.daily_index)).toEqual(Array.from({ length: 60 }, (_, i) => i + 2));
    expect(rows.every((row) => Number(row.close_at) > clock.now())).toBe(true);
    expect(rows.every((row) => Number(row.start_at) < clock.now() + hour)).toBe(true);
    expect((await scheduler.tick()).created).toBe(0);
    clock.advance(minute);
    expect((await scheduler.tick()).created).toBe(1);
  });

  it('continues after a restart mid-day: nothing skipped, nothing repeated, no seed changed', async () => {
    await reset([jsssc]);
    const date = '2026-03-12';
    const opening = openingOf(date);
    const clock = createManualClock(opening - minute);
    const finals: string[] = [];
    const first = schedulerOn(clock, finals);
    first.start(60_000); // the running loop is what a restart interrupts
    await drive(clock, [first], opening + 9 * hour + 30_000, [45_000, 240_000, 7_000]);
    await first.stop();
    const before = await issuesOf(jsssc);
    const seeds = new Map(before.map((row) => [row.serial_number, row.server_seed]));
    const drawnBefore = before.filter((row) => row.state === 'drawn').length;
    expect(drawnBefore).toBeGreaterThan(500);

    // Down for ten minutes, then a new instance on the same database.
    clock.advance(10 * minute);
    const second = schedulerOn(clock, finals);
    const resumed = await second.tick();
    expect(resumed.drawn).toBe(10);
    await drive(clock, [second], opening + 24 * hour + minute, [60_000, 333_000, 5_000]);

    const rows = await issuesOf(jsssc, date);
    expectScheduleOf(rows, (await gameOf(jsssc)).schedule, date);
    expect(rows.every((row) => row.state === 'drawn')).toBe(true);
    for (const row of await issuesOf(jsssc))
      if (seeds.has(row.serial_number)) expect(row.server_seed).toBe(seeds.get(row.serial_number));
    expectOnceEach(finals);
    const blocks = await sandboxBlocks();
    for (const row of rows) expectFairDraw(row, 1, blocks);
  }, 120_000);

  it('lets two schedulers tick at once: one draws each issue, none is created twice', async () => {
    await reset([jsssc, wfssc, hashssc]);
    const opening = openingOf('2026-03-13');
    const clock = createManualClock(opening);
    const finals: string[] = [];
    // Two server instances: each its own scheduler and sandbox chain client, one database.
    const a = schedulerOn(clock, finals);
    const b = schedulerOn(clock, finals);
    const reports = await drive(clock, [a, b], opening + 3 * hour, [20_000, 40_000, 7_000]);
    const rows = [
      ...(await issuesOf(jsssc)),
      ...(await issuesOf(wfssc)),
      ...(await issuesOf(hashssc)),
    ];
    const due = rows.filter((row) => Number(row.draw_at) <= clock.now());
    expect(due.length).toBeGreaterThan(350);
    expect(due.every((row) => row.state === 'drawn')).toBe(true);
    expect(sum(reports, 'created')).toBe(rows.length);
    expect(sum(reports, 'drawn')).toBe(due.length);
    expectOnceEach(finals);
    expect(finals).toHaveLength(due.length);
    // On PostgreSQL the two contend for real (about one tick in two finds the lock taken and
    // skips); PGlite, one connection, runs the two transactions in turn.
    if (db.kind === 'postgres') expect(reports.some((report) => report.skipped)).toBe(true);
    else expect(reports.every((report) => !report.skipped)).toBe(true);
    const blocks = await sandboxBlocks();
    for (const row of due) {
      if (row.game_id === hashssc) {
        // The winning number is the block's hash; a hash game has no seed.
        const height = Math.ceil(Number(row.draw_at) / 3000);
        expect(row.winning_number).toBe(blocks.get(height));
        expect(row.original_winning_number).toBe(row.winning_number);
        expect(row.entropy).toBe(row.winning_number);
        expect(row.entropy_ref).toBe(`sandbox#${height}`);
        expect(row.server_seed).toBeNull();
        expect(row.commitment).toBeNull();
      } else expectFairDraw(row, 1, blocks);
    }
  }, 120_000);

  it('gives a game in maintenance no new issues but still draws the ones it has', async () => {
    await reset([jsssc]);
    const opening = openingOf('2026-03-14');
    const clock = createManualClock(opening + 30_000);
    const scheduler = schedulerOn(clock, []);
    await scheduler.tick();
    const made = await issuesOf(jsssc);
    expect(made).toHaveLength(61); // issue 61 starts at 60 min, before now + 1 h

    const lastDraw = Number(made.at(-1)?.draw_at);

    for (const state of [1, 2, 3]) {
      await db.query('UPDATE lottery_games SET state = $1 WHERE id = $2', [state, jsssc]);
      clock.advance(10 * minute);
      expect((await scheduler.tick()).created).toBe(0);
    }
    await drive(clock, [scheduler], lastDraw + 30 * minute, [5 * minute]);
    const after = await issuesOf(jsssc);
    expect(after).toHaveLength(61);
    expect(after.every((row) => row.state === 'drawn')).toBe(true);

    // Back online: issues resume from the one running now; none for the time it was closed.
    await db.query('UPDATE lottery_games SET state = 0 WHERE id = $1', [jsssc]);
    const report = await scheduler.tick();
    expect(report.created).toBe(60);
    const resumed = (await issuesOf(jsssc)).slice(61);
    expect(Number(resumed[0]?.start_at)).toBeLessThanOrEqual(clock.now());
    expect(Number(resumed[0]?.close_at)).toBeGreaterThan(clock.now());
    expect(Number(resumed[0]?.start_at)).toBeGreaterThan(lastDraw);
  });

  it('cancels an issue whose result never comes, at draw time + the result timeout', async () => {
    await reset([cqssc]);
    const opening = openingOf('2026-03-15');
    const clock = createManualClock(opening + 1000);
    const finals: string[] = [];
    const problems: object[] = [];
    const silent: TResultSource = { name: 'silent', resultOf: async () => null };
    const broken: TResultSource = {
      name: 'broken',
      resultOf: async () => {
        throw new Error('feed unreachable');
      },
    };
    const scheduler = schedulerOn(clock, finals, {
      resultSources: [silent, broken],
      logger: { warn: (details) => problems.push(details), error: () => undefined },
    });
    await scheduler.tick();
    const [first] = await issuesOf(cqssc);
    if (!first) throw new Error('no issue');
    expect(first.server_seed).toBeNull(); // outside results: nothing to commit to
    const drawAt = Number(first.draw_at);

    clock.set(drawAt + 10 * minute - 1);
    expect(await scheduler.tick()).toMatchObject({ drawn: 0, cancelled: 0 });
    expect(problems).toContainEqual(
      expect.objectContaining({ source: 'broken', serialNumber: first.serial_number }),
    );
    clock.set(drawAt + 10 * minute);
    expect(await scheduler.tick()).toMatchObject({ drawn: 0, cancelled: 1 });
    const [cancelled] = await issuesOf(cqssc);
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      cancelled_reason: 'no result',
      winning_number: null,
      settled_at: null,
    });
    expect(finals).toEqual([`${cqssc}/${first.serial_number}`]);
    expect(await scheduler.tick()).toMatchObject({ cancelled: 0 });
  });

  it('keeps every report of disagreeing sources and marks the issue disputed', async () => {
    await reset([cqssc]);
    const opening = openingOf('2026-03-16');
    const clock = createManualClock(opening + 1000);
    const answers = new Map<string, Map<string, string | null>>();
    const source = (name: string, delayMs = 0): TResultSource => ({
      name,
      resultOf: async (_game, serial, drawAtMs) =>
        clock.now() >= drawAtMs + delayMs ? (answers.get(name)?.get(serial) ?? null) : null,
    });
    const problems: { source: string; reason: string }[] = [];
    const scheduler = schedulerOn(clock, [], {
      // 'late' answers five minutes after the others, when the issue is already drawn.
      resultSources: [source('first'), source('second'), source('late', 5 * minute)],
      logger: {
        warn: (details) => problems.push(details as { source: string; reason: string }),
        error: () => undefined,
      },
    });
    await scheduler.tick();
    const [one, two, three] = await issuesOf(cqssc);
    if (!one || !two || !three) throw new Error('no issues');
    const answer = (name: string, texts: readonly string[]) =>
      answers.set(
        name,
        new Map([one, two, three].map((row, i) => [row.serial_number, texts[i] ?? null])),
      );
    answer('first', ['1 2 3 4 5', '67890', 'x']);
    answer('second', ['5,4,3,2,1', '6,7,8,9,0', '3,3,3,3,3']);
    answer('late', ['1,2,3,4,5', '6,7,8,9,0', '4,4,4,4,4']);
    // Issues 1 and 2 are long past their draw time, so 'late' answers them at once; issue 3 is
    // drawn now, and 'late' answers it five minutes later.
    clock.set(Number(three.draw_at));
    expect((await scheduler.tick()).drawn).toBe(3);
    const disputedOf = async () =>
      Object.fromEntries((await issuesOf(cqssc)).map((row) => [row.serial_number, row.disputed]));
    expect(await disputedOf()).toMatchObject({
      [one.serial_number]: true,
      [two.serial_number]: false,
      [three.serial_number]: false,
    });
    clock.advance(5 * minute);
    expect((await scheduler.tick()).drawn).toBe(0);
    expect((await disputedOf())[three.serial_number]).toBe(true);

    const reports = await db.query<{
      serial_number: string;
      source: string;
      winning_number: string;
      reported_by: number | null;
    }>(
      `SELECT serial_number, source, winning_number, reported_by FROM lottery_result_reports
       ORDER BY serial_number, source`,
    );
    expect(reports.every((report) => report.reported_by === null)).toBe(true);
    const byIssue = (serial: string) =>
      Object.fromEntries(
        reports.filter((r) => r.serial_number === serial).map((r) => [r.source, r.winning_number]),
      );
    expect(byIssue(one.serial_number)).toEqual({
      first: '1,2,3,4,5',
      second: '5,4,3,2,1',
      late: '1,2,3,4,5',
    });
    expect(byIssue(two.serial_number)).toEqual({
      first: '6,7,8,9,0',
      second: '6,7,8,9,0',
      late: '6,7,8,9,0',
    });
    // 'first' answered nonsense for issue 3: not kept; 'second' drew it, 'late' disagreed later.
    expect(byIssue(three.serial_number)).toEqual({ second: '3,3,3,3,3', late: '4,4,4,4,4' });
    expect(problems).toContainEqual(
      expect.objectContaining({ source: 'first', reason: 'invalid: format' }),
    );

    const rows = await issuesOf(cqssc);
    const state = (serial: string) => {
      const row = rows.find((r) => r.serial_number === serial);
      return [row?.winning_number, row?.result_source, row?.disputed];
    };
    expect(state(one.serial_number)).toEqual(['1,2,3,4,5', 'first', true]);
    expect(state(two.serial_number)).toEqual(['6,7,8,9,0', 'first', false]);
    expect(state(three.serial_number)).toEqual(['3,3,3,3,3', 'second', true]);
    // A source with a report stored is not asked again.
    const asked: string[] = [];
    const counting = schedulerOn(clock, [], {
      resultSources: ['first', 'second', 'late'].map((name) => ({
        name,
        resultOf: async (_game, serial) => {
          asked.push(`${name}/${serial}`);
          return null;
        },
      })),
    });
    await counting.tick();
    // Only the source without a valid report on an issue still in its window is asked again.
    expect(asked).toEqual([`first/${three.serial_number}`]);
  });

  it('draws an outside game from the sandbox feed, and a fair draw waits for its block', async () => {
    await reset([cqssc, jsssc]);
    const opening = openingOf('2026-03-17');
    const clock = createManualClock(opening + 1000);
    const chain = createSandboxChain({ db, clock });
    let chainUp = false;
    const asked: number[] = [];
    // The chain is down at first: the fair issue waits (scheduled) rather than drawing.
    const flaky: TBlockSource = {
      name: chain.name,
      blockAtOrAfter: async (timeMs) => {
        asked.push(timeMs);
        return chainUp ? chain.blockAtOrAfter(timeMs) : null;
      },
    };
    const scheduler = schedulerOn(clock, [], {
      blockSource: flaky,
      resultSources: [createSandboxFeed({ db, clock })],
    });
    await scheduler.tick();
    const [fair] = await issuesOf(jsssc);
    const [outside] = await issuesOf(cqssc);
    if (!fair || !outside) throw new Error('no issues');

    clock.set(Number(fair.draw_at));
    expect((await scheduler.tick()).drawn).toBe(0);
    expect(asked).toContain(Number(fair.draw_at)); // the block at/after the draw time, no earlier
    expect(asked.every((time) => time >= Number(fair.draw_at))).toBe(true);
    chainUp = true;
    clock.advance(1000);
    expect((await scheduler.tick()).drawn).toBe(1);
    expectFairDraw((await issuesOf(jsssc))[0] as TFullRow, 1, await sandboxBlocks());

    clock.set(Number(outside.draw_at) + 1999);
    await scheduler.tick();
    expect((await issuesOf(cqssc))[0]?.state).toBe('scheduled');
    clock.set(Number(outside.draw_at) + 2000);
    await scheduler.tick();
    const [drawn] = await issuesOf(cqssc);
    const [fed] = await db.query<{ winning_number: string }>(
      'SELECT winning_number FROM sandbox_feed_results WHERE game_code = $1 AND serial_number = $2',
      ['CQSSC', outside.serial_number],
    );
    expect(drawn).toMatchObject({
      state: 'drawn',
      result_source: 'sandbox-feed',
      winning_number: fed?.winning_number,
      disputed: false,
    });
    expect(drawn?.winning_number).toMatch(/^\d(,\d){4}$/);
  });

  it('start() ticks until stop(); a failing onIssueFinal is logged and undoes nothing', async () => {
    await reset([jsssc]);
    const opening = openingOf('2026-03-18');
    const clock = createManualClock(opening + 1000);
    const errors: string[] = [];
    const calls: TIssueRow[] = [];
    const scheduler = createDrawScheduler({
      db,
      clock,
      blockSource: createSandboxChain({ db, clock }),
      resultSources: [],
      onIssueFinal: (_gameId, issue) => {
        calls.push(issue);
        throw new Error('hub down');
      },
      logger: { warn: () => undefined, error: (_details, message) => errors.push(message) },
    });
    scheduler.start(5);
    await expect.poll(async () => (await issuesOf(jsssc)).length).toBe(61);
    clock.advance(2 * minute);
    await expect.poll(() => calls.length).toBe(2);
    await scheduler.stop();
    expect(errors).toEqual(['onIssueFinal failed', 'onIssueFinal failed']);
    expect(calls.map((row) => row.state)).toEqual(['drawn', 'drawn']);
    expect(calls[0]).not.toHaveProperty('server_seed');
    const drawn = (await issuesOf(jsssc)).filter((row) => row.state === 'drawn');
    expect(drawn).toHaveLength(2);
    clock.advance(10 * minute);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(2); // stopped: nothing ticks any more
  });

  // PGlite has a single session, which can always take its own lock again.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips the tick, writing nothing, while another instance holds the lock',
    async () => {
      await reset([jsssc]);
      const clock = createManualClock(openingOf('2026-03-19') + 1000);
      const scheduler = schedulerOn(clock, []);
      const report = await db.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(${drawSchedulerLockKey})`);
        return scheduler.tick();
      });
      expect(report).toEqual({ created: 0, drawn: 0, cancelled: 0, skipped: true });
      expect(await issuesOf(jsssc)).toHaveLength(0);
      expect((await scheduler.tick()).created).toBe(61);
    },
  );

  it('refuses result sources named like the administrator or each other', () => {
    const clock = createManualClock(0);
    const named = (name: string): TResultSource => ({ name, resultOf: async () => null });
    expect(() => schedulerOn(clock, [], { resultSources: [named('admin')] })).toThrow(RangeError);
    expect(() => schedulerOn(clock, [], { resultSources: [named('a'), named('a')] })).toThrow(
      RangeError,
    );
  });
});

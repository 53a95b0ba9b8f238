import { cashFlowTypes } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { createScheduleWorker } from '../../../jobs/schedule-worker.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import type { TIssueFixture } from '../../lottery/issue-fixtures.ts';
import { fundedPlayer, games, star5 } from '../bet-test-fixtures.ts';
import {
  balancesOf,
  drawAndSettle,
  issueSeries,
  planOf,
  schedule,
} from './schedule-test-fixtures.ts';

const t = useTestApp();
const worker = () => createScheduleWorker({ db: t.db, clock: t.clock });

const win = '1,2,3,4,5';
const loss = '0,0,0,0,0';
/** What a 1-yuan-mode unit of 5-star direct at group 1950 pays: 1950/1000 × 100,000 yuan. */
const prize = 195_000_000n;

/** A plan of one 2-yuan 5-star ticket on each issue, with the given stop conditions. */
async function chain(issues: readonly TIssueFixture[], conditions: object, funds = 100_000n) {
  const player = await fundedPlayer(t, funds);
  const response = await schedule(t, player.token, {
    GameId: games.jsssc,
    Ticket: star5(),
    Issues: issues.map((issue) => ({ IssueSerialNumber: issue.serial, Multiple: 1 })),
    ...conditions,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...player, scheduleId: response.json().ScheduleId as number };
}

/** Moves the clock to the start of an issue (the draw time of the one before). */
const openAt = (issue: TIssueFixture | undefined) => {
  if (!issue) throw new Error('no such issue in the series');
  t.clock.set(issue.startAt);
};

const at = (issues: readonly TIssueFixture[], index: number) => {
  const issue = issues[index];
  if (!issue) throw new Error(`no issue ${index} in the series`);
  return issue;
};

/** The player's wallet lines other than the test funding: [cash-flow type, amount]. */
const walletLines = (userId: number) =>
  t.db.query<{ type: number; amount: bigint }>(
    `SELECT e.cash_flow_type AS type, e.amount FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND a.kind = 'player' AND e.cash_flow_type <> 901
      ORDER BY e.id`,
    [userId],
  );

describe('the schedule worker', () => {
  it('stops a stop-if-win plan after its winning issue: cancels the open ticket, releases the rest', async () => {
    const issues = await issueSeries(t, games.jsssc, 5);
    const { userId, scheduleId } = await chain(issues, { StopIfWin: true });
    const jobs = worker();

    openAt(issues[1]);
    await drawAndSettle(t, at(issues, 0), loss);
    await jobs.tick();
    expect(await planOf(t, scheduleId)).toEqual({
      state: 'running',
      reason: null,
      issues: ['placed:2', 'placed:0', 'waiting', 'waiting', 'waiting'],
    });
    // The third issue opens at the second's draw time, before its result is in.
    openAt(issues[2]);
    await jobs.tick();
    await drawAndSettle(t, at(issues, 1), win);
    await jobs.tick();
    expect(await planOf(t, scheduleId)).toEqual({
      state: 'stopped',
      reason: 'win',
      issues: ['placed:2', 'placed:3', 'placed:1', 'released', 'released'],
    });
    const [won] = await t.db.query<{ prize: bigint }>(
      `SELECT prize FROM bet_tickets WHERE issue_serial = $1 AND user_id = $2`,
      [at(issues, 1).serial, userId],
    );
    expect(won?.prize).toBe(prize);
    // 100 − 10 held + 2 (third ticket cancelled) + 4 (two issues released) + the prize.
    expect(await balancesOf(t, userId)).toEqual({
      player: 96_000n + prize,
      scheduleHolds: 0n,
      betHolds: 0n,
    });
    expect(await walletLines(userId)).toEqual([
      { type: cashFlowTypes.scheduleHold, amount: -10_000n },
      { type: cashFlowTypes.prize, amount: prize },
      { type: cashFlowTypes.scheduleRelease, amount: 4_000n },
      { type: cashFlowTypes.betCancelRefund, amount: 2_000n },
    ]);

    // Nothing is left to do: reruns change nothing.
    openAt(issues[4]);
    await jobs.tick();
    await jobs.tick();
    expect((await planOf(t, scheduleId)).issues).toEqual([
      'placed:2',
      'placed:3',
      'placed:1',
      'released',
      'released',
    ]);
    expect(await balancesOf(t, userId)).toEqual({
      player: 96_000n + prize,
      scheduleHolds: 0n,
      betHolds: 0n,
    });
  });

  it('stops a stop-if-loss plan on its first loss, before placing the issue that opened meanwhile', async () => {
    const issues = await issueSeries(t, games.jsssc, 3);
    const { userId, scheduleId } = await chain(issues, { StopIfLoss: true });
    openAt(issues[1]);
    await drawAndSettle(t, at(issues, 0), loss);
    await worker().tick();
    expect(await planOf(t, scheduleId)).toEqual({
      state: 'stopped',
      reason: 'loss',
      issues: ['placed:2', 'released', 'released'],
    });
    expect(await balancesOf(t, userId)).toEqual({
      player: 98_000n,
      scheduleHolds: 0n,
      betHolds: 0n,
    });
  });

  it('stops a plan once the prizes less the stakes of its drawn tickets reach StopAtProfit', async () => {
    const issues = await issueSeries(t, games.jsssc, 4);
    const { userId, scheduleId } = await chain(issues, {
      StopIfLoss: false,
      StopAtProfit: 190_000,
    });
    const jobs = worker();
    openAt(issues[1]);
    await drawAndSettle(t, at(issues, 0), loss);
    await jobs.tick();
    expect(await planOf(t, scheduleId)).toMatchObject({ state: 'running' });
    openAt(issues[2]);
    await jobs.tick();
    await drawAndSettle(t, at(issues, 1), win);
    await jobs.tick();
    // 195,000 − 2 − 2 ≥ 190,000: the third ticket is cancelled, the fourth issue released.
    expect(await planOf(t, scheduleId)).toEqual({
      state: 'stopped',
      reason: 'profit',
      issues: ['placed:2', 'placed:3', 'placed:1', 'released'],
    });
    expect(await balancesOf(t, userId)).toEqual({
      player: 96_000n + prize,
      scheduleHolds: 0n,
      betHolds: 0n,
    });
  });

  it('finishes a plan once every issue is placed and every ticket settled', async () => {
    const issues = await issueSeries(t, games.jsssc, 2);
    const { userId, scheduleId } = await chain(issues, { StopAtProfit: 1 });
    const jobs = worker();
    openAt(issues[1]);
    await drawAndSettle(t, at(issues, 0), loss);
    await jobs.tick();
    t.clock.set(at(issues, 1).drawAt);
    await drawAndSettle(t, at(issues, 1), loss);
    await jobs.tick();
    expect(await planOf(t, scheduleId)).toEqual({
      state: 'finished',
      reason: null,
      issues: ['placed:2', 'placed:2'],
    });
    const [plan] = await t.db.query('SELECT finished_at FROM bet_schedules WHERE id = $1', [
      scheduleId,
    ]);
    expect(plan).toEqual({ finished_at: BigInt(t.clock.now()) });
    await jobs.tick();
    expect(await planOf(t, scheduleId)).toMatchObject({ state: 'finished' });
    expect(await balancesOf(t, userId)).toEqual({
      player: 96_000n,
      scheduleHolds: 0n,
      betHolds: 0n,
    });
  });

  it('releases the waiting issues placement refuses: game in maintenance, issue cancelled, sale over', async () => {
    const issues = await issueSeries(t, games.jsssc, 5);
    const { userId, scheduleId } = await chain(issues, {});
    const jobs = worker();

    await t.db.query('UPDATE lottery_games SET state = 1 WHERE id = $1', [games.jsssc]);
    openAt(issues[1]);
    const maintained = await jobs
      .tick()
      .finally(() => t.db.query('UPDATE lottery_games SET state = 0 WHERE id = $1', [games.jsssc]));
    expect(maintained.refusals).toContainEqual({
      scheduleId: BigInt(scheduleId),
      issueSerial: at(issues, 1).serial,
      error: 'BetGameMaintain',
    });
    // Back online: the next issue is placed as usual.
    openAt(issues[2]);
    await jobs.tick();
    // An issue cancelled before it opens is released at once; one whose sale passed while no
    // worker ran is released when one runs.
    await t.db.query(
      `UPDATE lottery_issues SET state = 'cancelled', cancelled_reason = 'test'
        WHERE game_id = $1 AND serial_number = $2`,
      [games.jsssc, at(issues, 3).serial],
    );
    t.clock.set(at(issues, 4).closeAt);
    const late = await jobs.tick();
    expect(late.refusals).toEqual(
      expect.arrayContaining([
        {
          scheduleId: BigInt(scheduleId),
          issueSerial: at(issues, 3).serial,
          error: 'BetIssueSealed',
        },
        {
          scheduleId: BigInt(scheduleId),
          issueSerial: at(issues, 4).serial,
          error: 'BetIssueSealed',
        },
      ]),
    );
    expect(await planOf(t, scheduleId)).toEqual({
      state: 'running',
      reason: null,
      issues: ['placed:0', 'released', 'placed:0', 'released', 'released'],
    });
    // 100 − 10 held + 6 released; two tickets of 2 open.
    expect(await balancesOf(t, userId)).toEqual({
      player: 96_000n,
      scheduleHolds: 0n,
      betHolds: 4_000n,
    });
    // The open tickets settle (the cancelled issue's refund is settlement's); then it finishes.
    await drawAndSettle(t, at(issues, 0), loss);
    await drawAndSettle(t, at(issues, 2), loss);
    await jobs.tick();
    expect(await planOf(t, scheduleId)).toMatchObject({ state: 'finished' });
  });

  it("releases an issue whose ticket would now cost more than its hold, not taking another's", async () => {
    const issues = await issueSeries(t, games.jsssc, 3, { openedMsAgo: -1_000 });
    const { userId, scheduleId } = await chain(issues, {});
    // As if the rules had changed since the plan was made: the ticket now counts two units.
    await t.db.query(
      `UPDATE bet_schedules SET ticket = jsonb_set(ticket, '{Selection,rows,0}', '[1, 2]')
        WHERE id = $1`,
      [scheduleId],
    );
    openAt(issues[0]);
    const report = await worker().tick();
    expect(report.refusals).toContainEqual({
      scheduleId: BigInt(scheduleId),
      issueSerial: at(issues, 0).serial,
      error: 'ScheduleIssuePriceChanged',
    });
    expect((await planOf(t, scheduleId)).issues).toEqual(['released', 'waiting', 'waiting']);
    expect(await balancesOf(t, userId)).toEqual({
      player: 96_000n,
      scheduleHolds: 4_000n,
      betHolds: 0n,
    });
  });

  it('places each due issue once when several workers tick at the same time', async () => {
    const issues = await issueSeries(t, games.jsssc, 2, { openedMsAgo: -1_000 });
    const players = [];
    for (let i = 0; i < 8; i += 1) players.push(await chain(issues, {}, 10_000n));
    openAt(issues[0]);
    const reports = await Promise.all([worker().tick(), worker().tick(), worker().tick()]);
    expect(reports.reduce((sum, report) => sum + report.placed, 0)).toBe(players.length);
    for (const { userId, scheduleId } of players) {
      expect((await planOf(t, scheduleId)).issues).toEqual(['placed:0', 'waiting']);
      expect(await balancesOf(t, userId)).toEqual({
        player: 6_000n,
        scheduleHolds: 2_000n,
        betHolds: 2_000n,
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createScheduleWorker } from '../../../jobs/schedule-worker.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { siteOffsetMs } from '../../../platform/site-date-range.ts';
import { fundedPlayer, games, newKey, star5 } from '../bet-test-fixtures.ts';
import {
  balancesOf,
  drawAndSettle,
  issueSeries,
  planOf,
  schedule,
  stopSchedule,
} from './schedule-test-fixtures.ts';

const t = useTestApp();

const listed = (issues: readonly { serial: string }[], multiple = 1) =>
  issues.map((issue) => ({ IssueSerialNumber: issue.serial, Multiple: multiple }));

const search = (token: string, body: object, language = 'zh-CN') =>
  t.call('POST', '/api/ScheduleRecord/Search', {
    token,
    body,
    headers: { 'accept-language': language },
  });

/** The site date (UTC+8) of the clock's now. */
const today = () => new Date(t.clock.now() + siteOffsetMs).toISOString().slice(0, 10);

describe('POST /api/Bet/StopSchedule', () => {
  it("stops the owner's running plan: cancels its open ticket, releases the rest, once", async () => {
    const issues = await issueSeries(t, games.jsssc, 3);
    const { userId, token } = await fundedPlayer(t, 100_000n);
    const made = await schedule(t, token, {
      GameId: games.jsssc,
      Ticket: star5(),
      Issues: listed(issues),
    });
    const { ScheduleId } = made.json();
    const key = newKey();
    const stopped = await stopSchedule(t, token, ScheduleId, key);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({
      ScheduleId,
      State: 'stopped',
      StopReason: 'player',
      Released: 4,
      Refunded: 2,
      WalletAmount: 100,
    });
    expect(await planOf(t, ScheduleId)).toEqual({
      state: 'stopped',
      reason: 'player',
      issues: ['placed:1', 'released', 'released'],
    });
    const replay = await stopSchedule(t, token, ScheduleId, key);
    expect(replay.body).toBe(stopped.body);
    const again = await stopSchedule(t, token, ScheduleId);
    expect(again.statusCode).toBe(409);
    expect(again.json().Code).toBe(5311);
    const stranger = await fundedPlayer(t, 0n);
    const foreign = await stopSchedule(t, stranger.token, ScheduleId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().Code).toBe(5310);
    // The worker leaves a stopped plan alone, even as its issues open.
    t.clock.set(issues[1]?.startAt ?? 0);
    await createScheduleWorker({ db: t.db, clock: t.clock }).tick();
    expect((await planOf(t, ScheduleId)).issues).toEqual(['placed:1', 'released', 'released']);
    expect(await balancesOf(t, userId)).toEqual({
      player: 100_000n,
      scheduleHolds: 0n,
      betHolds: 0n,
    });
  });

  it('leaves a ticket whose issue has sealed to be settled', async () => {
    const issues = await issueSeries(t, games.jsssc, 3);
    const { userId, token } = await fundedPlayer(t, 100_000n);
    const made = await schedule(t, token, {
      GameId: games.jsssc,
      Ticket: star5(),
      Issues: listed(issues),
    });
    const { ScheduleId } = made.json();
    t.clock.set(issues[0]?.closeAt ?? 0);
    const stopped = await stopSchedule(t, token, ScheduleId);
    expect(stopped.json()).toMatchObject({ Released: 4, Refunded: 0, WalletAmount: 98 });
    expect((await planOf(t, ScheduleId)).issues).toEqual(['placed:0', 'released', 'released']);
    expect(await balancesOf(t, userId)).toEqual({
      player: 98_000n,
      scheduleHolds: 0n,
      betHolds: 2_000n,
    });
  });
});

describe('POST /api/ScheduleRecord/Search', () => {
  it("lists the caller's plans newest first with their issues, by game, state, date and page", async () => {
    const ssc = await issueSeries(t, games.jsssc, 3);
    const k3 = await issueSeries(t, games.jsk3, 2, { openedMsAgo: 0, sameDay: true });
    const { token } = await fundedPlayer(t, 1_000_000n);
    const other = await fundedPlayer(t, 100_000n);
    await schedule(t, other.token, { GameId: games.jsssc, Ticket: star5(), Issues: listed(ssc) });

    const first = await schedule(t, token, {
      GameId: games.jsssc,
      Ticket: star5(undefined, { PrizeGroup: 1900 }),
      Issues: listed(ssc, 2),
      StopIfWin: true,
      StopAtProfit: 1000.5,
    });
    t.clock.advance(1_000);
    const second = await schedule(t, token, {
      GameId: games.jsk3,
      Ticket: {
        BetTypeId: 'k3.twoSided.sum',
        Book: 'twoSided',
        Selection: { items: ['big'] },
        Stake: 5,
      },
      Issues: listed(k3),
    });
    await stopSchedule(t, token, second.json().ScheduleId);
    t.clock.set(ssc[1]?.startAt ?? 0);
    await drawAndSettle(t, ssc[0] as (typeof ssc)[number], '0,0,0,0,0');
    await createScheduleWorker({ db: t.db, clock: t.clock }).tick();

    const all = await search(token, {}, 'en');
    expect(all.statusCode, all.body).toBe(200);
    const answer = all.json();
    expect(answer).toMatchObject({ TotalCount: 2, PageIndex: 1, PageSize: 20 });
    expect(answer.Items.map((item: { ScheduleId: number }) => item.ScheduleId)).toEqual([
      second.json().ScheduleId,
      first.json().ScheduleId,
    ]);
    expect(answer.Items[1]).toEqual({
      ScheduleId: first.json().ScheduleId,
      GameId: games.jsssc,
      GameName: '1-minute SSC',
      BetTypeId: 'ssc.star5.direct',
      BetTypeName: '5-star direct',
      Book: 'official',
      Mode: 'yuan',
      PrizeGroup: 1900,
      Stake: null,
      Selection: { rows: [[1], [2], [3], [4], [5]] },
      StopIfWin: true,
      StopIfLoss: false,
      StopAtProfit: 1000.5,
      TotalAmount: 12,
      IssueCount: 3,
      PlacedCount: 2,
      ReleasedCount: 0,
      SettledCount: 1,
      StakeSpent: 8,
      Prize: 0,
      State: 'running',
      StopReason: null,
      CreatedAt: expect.any(Number),
      FinishedAt: null,
      Issues: [
        {
          IssueSerialNumber: ssc[0]?.serial,
          Multiple: 2,
          Amount: 4,
          State: 'placed',
          TicketId: expect.any(Number),
          TicketState: 2,
          Prize: 0,
          WinningNumber: '0,0,0,0,0',
        },
        {
          IssueSerialNumber: ssc[1]?.serial,
          Multiple: 2,
          Amount: 4,
          State: 'placed',
          TicketId: expect.any(Number),
          TicketState: 0,
          Prize: 0,
          WinningNumber: null,
        },
        {
          IssueSerialNumber: ssc[2]?.serial,
          Multiple: 2,
          Amount: 4,
          State: 'waiting',
          TicketId: null,
          TicketState: null,
          Prize: 0,
          WinningNumber: null,
        },
      ],
    });
    expect(answer.Items[0]).toMatchObject({
      GameName: 'Speed K3',
      Book: 'twoSided',
      Mode: null,
      PrizeGroup: null,
      Stake: 5,
      TotalAmount: 10,
      PlacedCount: 1,
      ReleasedCount: 1,
      StakeSpent: 0,
      State: 'stopped',
      StopReason: 'player',
      FinishedAt: expect.any(Number),
      Issues: [{ TicketState: 1 }, { State: 'released', TicketState: null }],
    });

    const chinese = await search(token, { GameId: games.jsssc });
    expect(chinese.json()).toMatchObject({
      TotalCount: 1,
      Items: [{ GameName: '极速时时彩', BetTypeName: '五星直选复式' }],
    });
    const stopped = await search(token, { State: 'stopped' });
    expect(stopped.json().Items).toMatchObject([{ ScheduleId: second.json().ScheduleId }]);
    const page = await search(token, { PageIndex: 2, PageSize: 1 });
    expect(page.json()).toMatchObject({
      TotalCount: 2,
      Items: [{ ScheduleId: first.json().ScheduleId }],
    });
    const dated = await search(token, { DateFrom: today(), DateTo: today() });
    expect(dated.json().TotalCount).toBe(2);
    const later = await search(token, { DateFrom: '2099-01-01' });
    expect(later.json()).toMatchObject({ TotalCount: 0, Items: [] });
    const backwards = await search(token, { DateFrom: today(), DateTo: '2020-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().Code).toBe(5201);
    const noSuchDay = await search(token, { DateTo: '2026-02-30' });
    expect(noSuchDay.json().Code).toBe(5201);
  });
});

import { cashFlowTypes } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { itRequiresLogin } from '../../../test-support/requires-login.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { fundedPlayer, games, newKey, star5, writtenFor } from '../bet-test-fixtures.ts';
import { balancesOf, issueSeries, planOf, schedule } from './schedule-test-fixtures.ts';

const t = useTestApp();

// A 5-star ticket's prize passes the default payout cap from multiple 3 on: raised for the plans.
beforeAll(() =>
  t.db.query('UPDATE lottery_games SET max_payout_per_ticket = 10000000000 WHERE id = $1', [
    games.jsssc,
  ]),
);

const serials = (issues: { serial: string }[]) => issues.map((issue) => issue.serial);

describe('POST /api/Bet/Schedule', () => {
  itRequiresLogin(t, [
    ['POST', '/api/Bet/Schedule'],
    ['POST', '/api/Bet/StopSchedule'],
    ['POST', '/api/ScheduleRecord/Search'],
  ]);

  it('holds the whole plan in one ledger transaction and places the open first issue at once', async () => {
    const issues = await issueSeries(t, games.jsssc, 3);
    const { userId, token } = await fundedPlayer(t, 100_000n);
    const response = await schedule(t, token, {
      GameId: games.jsssc,
      // Multiple is ignored: each issue has its own.
      Ticket: star5(undefined, { Multiple: 50 }),
      Issues: serials(issues).map((serial, i) => ({
        IssueSerialNumber: serial,
        Multiple: [1, 3, 2][i],
      })),
      StopIfWin: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      ScheduleId: expect.any(Number),
      Issues: [
        {
          IssueSerialNumber: issues[0]?.serial,
          Multiple: 1,
          Amount: 2,
          State: 'placed',
          TicketId: expect.any(Number),
        },
        {
          IssueSerialNumber: issues[1]?.serial,
          Multiple: 3,
          Amount: 6,
          State: 'waiting',
          TicketId: null,
        },
        {
          IssueSerialNumber: issues[2]?.serial,
          Multiple: 2,
          Amount: 4,
          State: 'waiting',
          TicketId: null,
        },
      ],
      TotalAmount: 12,
      WalletAmount: 88,
    });
    // The first issue's stake went on from the hold: the wallet was debited once.
    expect(await balancesOf(t, userId)).toEqual({
      player: 88_000n,
      scheduleHolds: 10_000n,
      betHolds: 2_000n,
    });
    const walletLines = await t.db.query(
      `SELECT e.amount, e.cash_flow_type, e.memo FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND a.kind = 'player' AND e.cash_flow_type <> 901`,
      [userId],
    );
    expect(walletLines).toEqual([
      {
        amount: -12_000n,
        cash_flow_type: cashFlowTypes.scheduleHold,
        memo: `schedule:${answer.ScheduleId}`,
      },
    ]);
    const [ticket] = await t.db.query(
      'SELECT id, schedule_id, issue_serial, multiple, amount, state FROM bet_tickets WHERE user_id = $1',
      [userId],
    );
    expect(ticket).toEqual({
      id: BigInt(answer.Issues[0].TicketId),
      schedule_id: BigInt(answer.ScheduleId),
      issue_serial: issues[0]?.serial,
      multiple: 1,
      amount: 2_000n,
      state: 0,
    });
    const [plan] = await t.db.query(
      `SELECT ticket, stop_if_win, stop_if_loss, stop_at_profit, state, total_amount
         FROM bet_schedules WHERE id = $1`,
      [answer.ScheduleId],
    );
    expect(plan).toEqual({
      ticket: {
        BetTypeId: 'ssc.star5.direct',
        Book: 'official',
        Selection: { rows: [[1], [2], [3], [4], [5]] },
        Mode: 'yuan',
        PrizeGroup: 1950,
      },
      stop_if_win: true,
      stop_if_loss: false,
      stop_at_profit: null,
      state: 'running',
      total_amount: 12_000n,
    });
  });

  it('lays flat and doubling plans over the next issues on sale, from the current one', async () => {
    // The current issue has not opened yet: nothing is placed at once.
    const issues = await issueSeries(t, games.jsssc, 6, { openedMsAgo: -5_000 });
    const { userId, token } = await fundedPlayer(t, 1_000_000n);
    const plan = async (Plan: object) => {
      const response = await schedule(t, token, { GameId: games.jsssc, Ticket: star5(), Plan });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const flat = await plan({ Kind: 'flat', Count: 4, StartMultiple: 3 });
    expect(flat.Issues).toEqual(
      serials(issues.slice(0, 4)).map((serial) => ({
        IssueSerialNumber: serial,
        Multiple: 3,
        Amount: 6,
        State: 'waiting',
        TicketId: null,
      })),
    );
    expect(flat.TotalAmount).toBe(24);
    const doubling = await plan({ Kind: 'doubling', Count: 5, StartMultiple: 1 });
    expect(doubling.Issues.map((issue: { Multiple: number }) => issue.Multiple)).toEqual([
      1, 2, 4, 8, 16,
    ]);
    expect(doubling.Issues.map((issue: { Amount: number }) => issue.Amount)).toEqual([
      2, 4, 8, 16, 32,
    ]);
    expect(doubling.TotalAmount).toBe(62);
    const everyOther = await plan({
      Kind: 'doubling',
      Count: 6,
      StartMultiple: 5,
      Factor: 3,
      Every: 2,
    });
    expect(everyOther.Issues.map((issue: { Multiple: number }) => issue.Multiple)).toEqual([
      5, 5, 15, 15, 45, 45,
    ]);
    expect(everyOther.TotalAmount).toBe(260);
    expect(everyOther.WalletAmount).toBe(1000 - 24 - 62 - 260);
    expect(await balancesOf(t, userId)).toEqual({
      player: 654_000n,
      scheduleHolds: 346_000n,
      betHolds: 0n,
    });
  });

  it("scales a two-sided ticket's stake by each issue's multiple", async () => {
    const issues = await issueSeries(t, games.jsk3, 2);
    const { token } = await fundedPlayer(t, 1_000_000n);
    const response = await schedule(t, token, {
      GameId: games.jsk3,
      Ticket: {
        BetTypeId: 'k3.twoSided.sum',
        Book: 'twoSided',
        Selection: { items: ['big', 'odd'] },
        Stake: 10,
      },
      Issues: [
        { IssueSerialNumber: issues[0]?.serial, Multiple: 1 },
        { IssueSerialNumber: issues[1]?.serial, Multiple: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Issues: [
        { Amount: 20, State: 'placed' },
        { Amount: 60, State: 'waiting' },
      ],
      TotalAmount: 80,
    });
  });

  it('makes one plan of replays of one key, sequential and concurrent', async () => {
    const issues = await issueSeries(t, games.jsssc, 3);
    const { userId, token } = await fundedPlayer(t, 100_000n);
    const body = {
      GameId: games.jsssc,
      Ticket: star5(),
      Issues: serials(issues).map((serial) => ({ IssueSerialNumber: serial, Multiple: 1 })),
    };
    const key = newKey();
    const first = await schedule(t, token, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const replays = [
      await schedule(t, token, body, key),
      ...(await Promise.all([1, 2, 3].map(() => schedule(t, token, body, key)))),
    ];
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());
    }
    const plans = await t.db.query('SELECT id FROM bet_schedules WHERE user_id = $1', [userId]);
    expect(plans).toHaveLength(1);
    expect(await balancesOf(t, userId)).toEqual({
      player: 94_000n,
      scheduleHolds: 4_000n,
      betHolds: 2_000n,
    });
    const reused = await schedule(t, token, { ...body, StopIfWin: true }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().Code).toBe(5003);
    const missing = await t.call('POST', '/api/Bet/Schedule', { token, body });
    expect(missing.json().Code).toBe(5002);
  });

  it('refuses bad plans with their codes and writes nothing', async () => {
    const issues = await issueSeries(t, games.jsssc, 4, { openedMsAgo: 70_000 });
    const { userId, token } = await fundedPlayer(t, 10_000n);
    // The first issue sealed 10 s ago; the second is open.
    const [sealed, open, next, last] = serials(issues) as [string, string, string, string];
    const listed = (...list: [string, number][]) =>
      list.map(([serial, multiple]) => ({ IssueSerialNumber: serial, Multiple: multiple }));
    const body = (extra: object) => ({
      GameId: games.jsssc,
      Ticket: star5(),
      Issues: listed([open, 1], [next, 1]),
      ...extra,
    });
    const before = await writtenFor(t, userId);
    const refusals: [object, number, number, object?][] = [
      // Three issues at 4 yuan: 12 yuan, over the 10-yuan wallet.
      [body({ Issues: listed([open, 2], [next, 2], [last, 2]) }), 400, 5001],
      [body({ GameId: 999 }), 404, 4001],
      [body({ GameId: games.mmssc }), 400, 5301],
      [
        body({ Issues: listed([open, 1], ['20300101-9999', 1]) }),
        404,
        5302,
        { Message: expect.stringContaining('20300101-9999') },
      ],
      [body({ Issues: listed([sealed, 1], [open, 1]) }), 409, 5303],
      [body({ Issues: listed([open, 1], [open, 1]) }), 400, 5304],
      [body({ Issues: listed([next, 1], [open, 1]) }), 400, 5305],
      [body({ Issues: undefined, Plan: { Kind: 'flat', Count: 4, StartMultiple: 1 } }), 409, 5306],
      [
        body({ Issues: undefined, Plan: { Kind: 'doubling', Count: 3, StartMultiple: 400_000 } }),
        400,
        5307,
        { Field: 'Plan' },
      ],
      [
        body({ Ticket: star5([[1], [2], [3], [4]]) }),
        400,
        5110,
        { Field: expect.stringMatching(/^Ticket\.Selection/) },
      ],
      [
        body({ Issues: listed([open, 1], [next, 100_000]) }),
        400,
        5113,
        { Field: 'Issues.1.Multiple' },
      ],
      [body({ Plan: { Kind: 'flat', Count: 2, StartMultiple: 1 } }), 400, 1001],
      [body({ Issues: listed([open, 1]) }), 400, 1001],
    ];
    for (const [request, status, Code, extra] of refusals) {
      const response = await schedule(t, token, request);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ Code, ...extra });
    }
    await t.db.query('UPDATE lottery_games SET state = 1 WHERE id = $1', [games.jsssc]);
    const maintained = await schedule(t, token, body({}));
    await t.db.query('UPDATE lottery_games SET state = 0 WHERE id = $1', [games.jsssc]);
    expect(maintained.json().Code).toBe(5101);
    await t.db.query('UPDATE users SET state_flags = 2 WHERE id = $1', [userId]);
    const disabled = await schedule(t, token, body({}));
    await t.db.query('UPDATE users SET state_flags = 0 WHERE id = $1', [userId]);
    expect(disabled.json().Code).toBe(5108);
    // The game's prize group cap (1900) under the player's 1950: a 1950 ticket is above it.
    await t.db.query('UPDATE lottery_games SET max_prize_group = 1900 WHERE id = $1', [
      games.jsssc,
    ]);
    const capped = await schedule(t, token, body({}));
    await t.db.query('UPDATE lottery_games SET max_prize_group = NULL WHERE id = $1', [
      games.jsssc,
    ]);
    expect(capped.json()).toMatchObject({ Code: 5116 });

    expect(await writtenFor(t, userId)).toEqual(before);
    expect(await t.db.query('SELECT id FROM bet_schedules WHERE user_id = $1', [userId])).toEqual(
      [],
    );
    const accepted = await schedule(t, token, body({}));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await planOf(t, accepted.json().ScheduleId)).toEqual({
      state: 'running',
      reason: null,
      issues: ['placed:0', 'waiting'],
    });
  });
});

import {
  cashFlowTypes,
  dailyPayRecordStates,
  dailyPayTypes,
  errorCatalogue,
} from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import type { TDatabase } from '../../../db/database.ts';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { siteDateOfDayNumber } from '../../../platform/site-date-range.ts';
import { balanceOf } from '../../wallet/ledger.ts';
import {
  computeDailyPay,
  createDailyPayJob,
  dayEndMs,
  payAfterMs,
  payDailyPay,
  runDailyPayDay,
  siteDayOf,
} from './daily-pay-job.ts';

const t = useTestApp();

async function expectRefused(
  response: { statusCode: number; json(): unknown; body: string },
  name: keyof typeof errorCatalogue,
) {
  expect(response.json(), response.body).toMatchObject({ Code: errorCatalogue[name].code });
  expect(response.statusCode).toBe(errorCatalogue[name].status);
}

async function team() {
  const accounts = await createAgentTeam(t);
  return {
    ...accounts,
    tokens: {
      top: await t.login(accounts.top.loginId),
      sub: await t.login(accounts.sub.loginId),
      member: await t.login(accounts.member.loginId),
    },
  };
}

const setPay = (token: string, member: string, rates: [number, number][]) =>
  t.call('POST', '/api/DailyPay/Set', {
    token,
    body: { Member: member, Rates: rates.map(([PayType, Rate]) => ({ PayType, Rate })) },
  });

const ok = (response: { statusCode: number; body: string }) =>
  expect(response.statusCode, response.body).toBe(200);

/** A played day of a player: turnover and prize in thousandths, in report_player_days. */
const played = (day: number, userId: number, turnover: bigint, prize: bigint) =>
  t.db.query(
    `INSERT INTO report_player_days (day, game_id, user_id, tickets, turnover, prize, rebate)
     VALUES ($1, 1, $2, 1, $3, $4, 0)`,
    [day, userId, turnover, prize],
  );

const wallet = (userId: number) => balanceOf(t.db, { userId, kind: 'player' });

const recordsOf = (memberId: number, day: number) =>
  t.db.query<{ pay_type: number; amount: bigint; state: number; payer_id: number | null }>(
    `SELECT pay_type, amount, state, payer_id FROM daily_pay_records
      WHERE member_id = $1 AND day = $2 ORDER BY pay_type`,
    [memberId, day],
  );

const paymentsOf = async (memberId: number) => {
  const [row] = await t.db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND e.cash_flow_type = $2`,
    [memberId, cashFlowTypes.dailyPayIn],
  );
  return row?.n ?? 0;
};

// Each test pays its own site day: the job pays every member of the database for a day.
let nextDay = 19_000;

describe('daily pay rates', () => {
  it('refuses each broken rule of SPEC §5 with its code', async () => {
    const { sub, member, directPlayer, outsiderPlayer, tokens } = await team();
    await expectRefused(
      await setPay(tokens.top, sub.loginId, [[dailyPayTypes.betPay, 2.01]]),
      'DailyPayRateAboveSystem',
    );
    await expectRefused(
      await setPay(tokens.top, sub.loginId, [[dailyPayTypes.dailyReward, 1.51]]),
      'DailyPayRateAboveSystem',
    );
    // Sport daily pay is off in the default system rules.
    await expectRefused(
      await setPay(tokens.top, sub.loginId, [[dailyPayTypes.sport, 1]]),
      'DailyPayTypeNotAllowed',
    );
    await expectRefused(
      await setPay(tokens.top, directPlayer.loginId, [[dailyPayTypes.betPay, 0]]),
      'DailyPayNoRate',
    );
    await expectRefused(
      await setPay(tokens.top, member.loginId, [[dailyPayTypes.betPay, 1]]),
      'NotDirectMember',
    );
    await expectRefused(
      await setPay(tokens.top, outsiderPlayer.loginId, [[dailyPayTypes.betPay, 1]]),
      'NotInTeam',
    );
    ok(
      await setPay(tokens.top, sub.loginId, [
        [dailyPayTypes.betPay, 1],
        [dailyPayTypes.earnPay, 0.5],
      ]),
    );
    await expectRefused(
      await setPay(tokens.top, sub.loginId, [[dailyPayTypes.betPay, 0.9]]),
      'DailyPayRateBelowCurrent',
    );
    await expectRefused(
      await setPay(tokens.sub, member.loginId, [[dailyPayTypes.betPay, 1.01]]),
      'DailyPayRateAboveOwn',
    );
    await expectRefused(
      await setPay(tokens.sub, member.loginId, [[dailyPayTypes.cardGame, 0.1]]),
      'DailyPayRateAboveOwn',
    );
    ok(
      await setPay(tokens.sub, member.loginId, [
        [dailyPayTypes.betPay, 1],
        [dailyPayTypes.earnPay, 0.2],
      ]),
    );

    const agreements = await t.call('POST', '/api/DailyPay/Agreements', {
      token: tokens.sub,
      body: { Member: member.loginId },
    });
    expect(agreements.json()).toMatchObject({
      Mine: {
        AgentLoginId: expect.any(String),
        Rates: [
          { PayType: 1, Rate: 1 },
          { PayType: 2, Rate: 0.5 },
        ],
      },
      Member: {
        MemberLoginId: member.loginId,
        Rates: [
          { PayType: 1, Rate: 1 },
          { PayType: 2, Rate: 0.2 },
        ],
      },
    });
    expect(agreements.json().Limits).toContainEqual({ PayType: dailyPayTypes.betPay, Rate: 1 });
    expect(agreements.json().Limits).toContainEqual({ PayType: dailyPayTypes.cardGame, Rate: 0 });

    const privileges = (
      await t.call('POST', '/api/Privileges/Get', { token: tokens.member })
    ).json();
    expect(privileges).toMatchObject({ HaveDailyPay: true, HaveCGDailyPay: false });
    const changes = await t.db.query(
      `SELECT pay_type, old_rate_bp, new_rate_bp FROM daily_pay_rate_changes
        WHERE member_id = $1 ORDER BY id`,
      [sub.userId],
    );
    expect(changes).toEqual([
      { pay_type: 1, old_rate_bp: null, new_rate_bp: 100 },
      { pay_type: 2, old_rate_bp: null, new_rate_bp: 50 },
    ]);
  });
});

describe('the daily pay job', () => {
  it('pays each wage from the agent (the house for a top-level agent) by the rate of the team figures', async () => {
    const { sub, member, tokens } = await team();
    ok(await setPay(tokens.top, sub.loginId, [[dailyPayTypes.betPay, 1]]));
    ok(
      await setPay(tokens.sub, member.loginId, [
        [dailyPayTypes.betPay, 0.5],
        [dailyPayTypes.earnPay, 0],
      ]),
    );
    ok(await setPay(tokens.top, sub.loginId, [[dailyPayTypes.earnPay, 2]]));
    ok(await setPay(tokens.sub, member.loginId, [[dailyPayTypes.earnPay, 1]]));
    const day = nextDay++;
    await played(day, member.userId, 1_000_000n, 200_000n);
    await t.fund(sub.userId, 100_000n);
    const houseBefore = await balanceOf(t.db, 'house');
    await runDailyPayDay(t.db, t.clock, day);
    // sub's team is member's play: 1 % of 1000 turnover and 2 % of 800 loss, from the house.
    expect(await recordsOf(sub.userId, day)).toEqual([
      { pay_type: 1, amount: 10_000n, state: dailyPayRecordStates.paid, payer_id: null },
      { pay_type: 2, amount: 16_000n, state: dailyPayRecordStates.paid, payer_id: null },
    ]);
    expect(await recordsOf(member.userId, day)).toEqual([
      { pay_type: 1, amount: 5_000n, state: dailyPayRecordStates.paid, payer_id: sub.userId },
      { pay_type: 2, amount: 8_000n, state: dailyPayRecordStates.paid, payer_id: sub.userId },
    ]);
    expect(await wallet(member.userId)).toBe(13_000n);
    expect(await wallet(sub.userId)).toBe(100_000n + 26_000n - 13_000n);
    expect(await balanceOf(t.db, 'house')).toBe(houseBefore - 26_000n);

    const records = await t.call('POST', '/api/DailyPay/Records', {
      token: tokens.sub,
      body: { StartDate: siteDateOfDayNumber(day), EndDate: siteDateOfDayNumber(day) },
    });
    expect(
      records
        .json()
        .Records.map((r: { Direction: string; Amount: number }) => `${r.Direction} ${r.Amount}`)
        .sort(),
    ).toEqual(['paid 5', 'paid 8', 'received 10', 'received 16']);
    const memberView = await t.call('POST', '/api/DailyPay/Records', {
      token: tokens.member,
      body: {
        StartDate: siteDateOfDayNumber(day),
        EndDate: siteDateOfDayNumber(day),
        Direction: 'paid',
      },
    });
    expect(memberView.json().Records).toEqual([]);
  });

  it('marks a wage the agent cannot pay "not enough money", and a day without play "amount zero"', async () => {
    const { sub, member, directPlayer, tokens } = await team();
    ok(await setPay(tokens.top, sub.loginId, [[dailyPayTypes.lottery, 1]]));
    ok(await setPay(tokens.sub, member.loginId, [[dailyPayTypes.lottery, 1]]));
    ok(await setPay(tokens.top, directPlayer.loginId, [[dailyPayTypes.betPay, 1]]));
    // sub earns nothing of its own that day (its rate is gone), so it cannot pay the member.
    await t.db.query(`DELETE FROM daily_pay_rates WHERE member_id = $1`, [sub.userId]);
    const day = nextDay++;
    await played(day, member.userId, 1_000_000n, 0n);
    await runDailyPayDay(t.db, t.clock, day);
    expect(await recordsOf(member.userId, day)).toEqual([
      {
        pay_type: 3,
        amount: 10_000n,
        state: dailyPayRecordStates.notEnoughMoney,
        payer_id: sub.userId,
      },
    ]);
    expect(await recordsOf(directPlayer.userId, day)).toEqual([
      { pay_type: 1, amount: 0n, state: dailyPayRecordStates.amountZero, payer_id: null },
    ]);
    expect(await wallet(member.userId)).toBe(0n);
  });

  it('pays once when run twice, concurrently, and after a crash mid-run', async () => {
    const { sub, member, directPlayer, tokens } = await team();
    ok(await setPay(tokens.top, sub.loginId, [[dailyPayTypes.betPay, 1]]));
    ok(await setPay(tokens.top, directPlayer.loginId, [[dailyPayTypes.betPay, 1]]));
    ok(await setPay(tokens.sub, member.loginId, [[dailyPayTypes.betPay, 1]]));
    await t.fund(sub.userId, 1_000_000n);
    const day = nextDay++;
    await played(day, member.userId, 1_000_000n, 0n);
    await played(day, directPlayer.userId, 2_000_000n, 0n);

    // A crash after the first payment: the records are computed, one is paid, the rest wait.
    let transactions = 0;
    const crashing: TDatabase = {
      ...t.db,
      transaction: (work) => {
        transactions += 1;
        if (transactions > 2) throw new Error('crashed');
        return t.db.transaction(work);
      },
    };
    expect(await computeDailyPay(crashing, day, t.clock.now())).toBeGreaterThanOrEqual(3);
    await expect(payDailyPay(crashing, day, t.clock)).rejects.toThrow('crashed');
    const waiting = await t.db.query(
      `SELECT id FROM daily_pay_records WHERE day = $1 AND state = $2`,
      [day, dailyPayRecordStates.waiting],
    );
    expect(waiting.length).toBeGreaterThan(0);

    await Promise.all([runDailyPayDay(t.db, t.clock, day), runDailyPayDay(t.db, t.clock, day)]);
    await runDailyPayDay(t.db, t.clock, day);
    expect(await paymentsOf(member.userId)).toBe(1);
    expect(await paymentsOf(sub.userId)).toBe(1);
    expect(await paymentsOf(directPlayer.userId)).toBe(1);
    expect(await wallet(member.userId)).toBe(10_000n);
    expect(await wallet(directPlayer.userId)).toBe(20_000n);
    expect(await wallet(sub.userId)).toBe(1_000_000n + 10_000n - 10_000n);
  });

  it('the periodic job computes the ended day and pays it after the delay', async () => {
    const { sub, tokens } = await team();
    ok(await setPay(tokens.top, sub.loginId, [[dailyPayTypes.betPay, 2]]));
    const day = siteDayOf(t.clock.now()) - 1;
    await played(day, sub.userId, 500_000n, 0n);
    const job = createDailyPayJob({ db: t.db, clock: t.clock });
    t.clock.set(dayEndMs(day) + 60_000);
    await job.tick();
    expect(await recordsOf(sub.userId, day)).toMatchObject([{ amount: 10_000n, state: 0 }]);
    t.clock.set(dayEndMs(day) + payAfterMs + 60_000);
    await job.tick();
    await job.tick();
    expect(await recordsOf(sub.userId, day)).toMatchObject([{ amount: 10_000n, state: 1 }]);
    expect(await paymentsOf(sub.userId)).toBe(1);
  });
});

describe('daily pay in the back office', () => {
  it('lists every record, cancels a waiting one and runs an ended day (audited)', async () => {
    const { sub, member, tokens } = await team();
    ok(await setPay(tokens.top, sub.loginId, [[dailyPayTypes.betPay, 1]]));
    ok(await setPay(tokens.sub, member.loginId, [[dailyPayTypes.betPay, 1]]));
    const day = nextDay++;
    await played(day, member.userId, 1_000_000n, 0n);
    await computeDailyPay(t.db, day, t.clock.now());
    const [waiting] = await t.db.query<{ id: bigint }>(
      `SELECT id FROM daily_pay_records WHERE day = $1 AND member_id = $2`,
      [day, member.userId],
    );
    const id = Number(waiting!.id);
    const manager = await t.adminTokenWith(['agents.view', 'agents.manage']);
    const date = siteDateOfDayNumber(day);
    const listed = await t.call(
      'GET',
      `/api/Admin/AgentDailyPay?StartDate=${date}&EndDate=${date}&LoginId=${member.loginId}`,
      { token: manager },
    );
    expect(listed.json()).toMatchObject({ Total: 1, Records: [{ Id: id, State: 0, Amount: 10 }] });
    await expectAudited(t, 'POST /api/Admin/AgentDailyPay/Cancel', {
      token: manager,
      body: { Id: id },
      action: 'agents.dailyPay.cancel',
      targetType: 'daily_pay_record',
      targetId: id,
      before: { state: 0 },
      after: { state: 3 },
    });
    await expectRefused(
      await t.call('POST', '/api/Admin/AgentDailyPay/Cancel', { token: manager, body: { Id: id } }),
      'DailyPayRecordNotWaiting',
    );
    const run = await expectAudited(t, 'POST /api/Admin/AgentDailyPay/Run', {
      token: manager,
      body: { Date: date },
      action: 'agents.dailyPay.run',
      targetType: 'daily_pay_day',
      targetId: date,
    });
    expect(run.json()).toMatchObject({ Computed: 0, Paid: 1 });
    expect(await recordsOf(member.userId, day)).toMatchObject([
      { state: dailyPayRecordStates.cancel },
    ]);
    expect(await recordsOf(sub.userId, day)).toMatchObject([{ state: dailyPayRecordStates.paid }]);
    await expectRefused(
      await t.call('POST', '/api/Admin/AgentDailyPay/Run', {
        token: manager,
        body: { Date: siteDateOfDayNumber(siteDayOf(t.clock.now())) },
      }),
      'DailyPayDayNotEnded',
    );
  });
});

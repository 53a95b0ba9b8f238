import { dividendPeriodKinds, dividendRecordStates } from '@lottery/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { siteMidnight } from '../../../platform/site-date-range.ts';
import { balanceOf } from '../../wallet/ledger.ts';
import { computeEndedDividends, computePeriodDividends } from './compute-dividends.ts';
import { periodContaining } from './dividend-periods.ts';
import type { TDividendPlan } from './dividend-plans.ts';
import { addPlayerDay, crashingDb, idempotencyKey, siteDay } from './dividend-test-fixtures.ts';

// Signed contracts belong to the contracts module; here a member agent's contract is stood in for.
const contracts = vi.hoisted(() => ({ plans: [] as TDividendPlan[] }));
vi.mock('./contract-dividend-terms.ts', () => ({
  contractDividendPlans: async () => contracts.plans,
  contractDividendTerms: async (_db: unknown, agentId: number) =>
    contracts.plans.find((plan) => plan.agentId === agentId) ?? null,
}));

const t = useTestApp();
const { month } = dividendPeriodKinds;
const states = dividendRecordStates;
// 03:00 site time on 1 December: November (and its second half) ended and settled.
const afterNovember = (siteMidnight('2026-12-01') ?? 0) + 3 * 3_600_000;
const november = periodContaining(month, siteDay('2026-11-10'));
const october = periodContaining(month, siteDay('2026-10-10'));
const september = periodContaining(month, siteDay('2026-09-10'));

const tiers = [
  { MinTeamLoss: 100, MinTurnover: 1000, RatePercent: 10, Either: false },
  { MinTeamLoss: 1000, MinTurnover: 10000, RatePercent: 30, Either: false },
];

let team: Awaited<ReturnType<typeof createAgentTeam>>;
let tokens: { top: string; sub: string; outsider: string };
let configure: string;
let manage: string;

const deps = () => ({ db: t.db, clock: t.clock });
const records = (agentId: number) =>
  t.db.query<{ id: string; state: number; amount: string; period_start: string }>(
    `SELECT id::text, state, amount::text, period_start::text FROM dividend_records
      WHERE agent_id = $1 ORDER BY period_start`,
    [agentId],
  );
/** An agent's records of the period starting on a site date (one, the job writes each once). */
const periodRecords = async (agentId: number, periodStart: string) =>
  (await records(agentId)).filter((row) => row.period_start === periodStart);
/** The top agent's wallet emptied, so that what it pays comes up short. */
const emptyTopWallet = async () =>
  t.fund(team.top.userId, -(await balanceOf(t.db, { userId: team.top.userId, kind: 'player' })));
const dividendTransactions = (id: string) =>
  t.db.query(`SELECT 1 FROM ledger_transactions WHERE reference = $1`, [`dividend:${id}`]);

beforeAll(async () => {
  t.clock.set(afterNovember);
  team = await createAgentTeam(t);
  tokens = {
    top: await t.login(team.top.loginId),
    sub: await t.login(team.sub.loginId),
    outsider: await t.login(team.outsider.loginId),
  };
  configure = await t.adminTokenWith(['agents.configure', 'agents.view']);
  manage = await t.adminTokenWith(['agents.manage', 'agents.view']);
  // November: the sub agent's player lost 5,000 on 20,000 of turnover (prize 14,000, rebate 1,000).
  await addPlayerDay(t.db, {
    userId: team.member.userId,
    date: '2026-11-10',
    turnover: 20_000_000n,
    prize: 14_000_000n,
    rebate: 1_000_000n,
  });
});

describe('dividend rules (back office)', () => {
  it("sets a top-level agent's tiers, audited, and the agent gains HaveProportionalDividend", async () => {
    const before = await t.call('POST', '/api/Privileges/Get', { token: tokens.top });
    expect(before.json().HaveProportionalDividend).toBe(false);
    await expectAudited(t, 'PUT /api/Admin/Dividends/Rules', {
      token: configure,
      body: { LoginId: team.top.loginId, PeriodKind: month, Tiers: tiers },
      action: 'agents.dividendRule.set',
      targetType: 'agent',
      targetId: team.top.userId,
    });
    const after = await t.call('POST', '/api/Privileges/Get', { token: tokens.top });
    expect(after.json().HaveProportionalDividend).toBe(true);
    const listed = await t.call('GET', '/api/Admin/Dividends/Rules', { token: configure });
    expect(listed.json().Items).toContainEqual(
      expect.objectContaining({ LoginId: team.top.loginId, PeriodKind: month }),
    );
  });

  it('refuses a member agent (8404), a player and tiers with the same thresholds (8405)', async () => {
    const sub = await t.call('PUT', '/api/Admin/Dividends/Rules', {
      token: configure,
      body: { LoginId: team.sub.loginId, PeriodKind: month, Tiers: tiers },
    });
    expect(sub.json().Code).toBe(8404);
    const twice = await t.call('PUT', '/api/Admin/Dividends/Rules', {
      token: configure,
      body: { LoginId: team.top.loginId, PeriodKind: month, Tiers: [tiers[0], tiers[0]] },
    });
    expect(twice.json().Code).toBe(8405);
    const player = await t.call('PUT', '/api/Admin/Dividends/Rules', {
      token: configure,
      body: { LoginId: team.directPlayer.loginId, PeriodKind: month, Tiers: tiers },
    });
    expect(player.statusCode).toBe(404);
    const viewer = await t.call('PUT', '/api/Admin/Dividends/Rules', {
      token: manage,
      body: { LoginId: team.top.loginId, PeriodKind: month, Tiers: tiers },
    });
    expect(viewer.statusCode).toBe(403);
  });
});

describe('the dividend job', () => {
  it('pays a top-level agent from the house once, run twice at once and again', async () => {
    await Promise.all([computeEndedDividends(deps()), computeEndedDividends(deps())]);
    await computeEndedDividends(deps());
    const [record, ...more] = await records(team.top.userId);
    expect(more).toEqual([]);
    // Team loss 5,000 ≥ 1,000 and turnover 20,000 ≥ 10,000: the 30 % tier.
    expect(record).toMatchObject({
      state: states.paid,
      amount: '1500000',
      period_start: '2026-11-01',
    });
    expect(await dividendTransactions(record?.id ?? '')).toHaveLength(1);
    expect(await balanceOf(t.db, { userId: team.top.userId, kind: 'player' })).toBe(1_500_000n);
  });

  it('writes "no dividend" when the team won', async () => {
    await addPlayerDay(t.db, {
      userId: team.member.userId,
      date: '2026-09-05',
      turnover: 1_000_000n,
      prize: 3_000_000n,
    });
    await computePeriodDividends(deps(), september);
    expect(await periodRecords(team.top.userId, '2026-09-01')).toMatchObject([
      { state: states.noDividend, amount: '0' },
    ]);
  });

  it('pays each agent once after a crash mid-run and a rerun', async () => {
    contracts.plans = [
      {
        agentId: team.sub.userId,
        payerId: team.top.userId,
        periodKind: month,
        tiers: [{ minTeamLoss: 0n, minTurnover: 0n, rateBp: 1000, either: false }],
        source: 'Contract',
      },
    ];
    await addPlayerDay(t.db, {
      userId: team.member.userId,
      date: '2026-10-05',
      turnover: 10_000_000n,
      prize: 6_000_000n,
    });
    // The run dies before committing its second record (the sub agent's): the top's commits.
    await expect(
      computePeriodDividends({ ...deps(), db: crashingDb(t.db, 2) }, october),
    ).rejects.toThrow('crash');
    expect((await records(team.sub.userId)).length).toBe(0);
    await computePeriodDividends(deps(), october);
    await computePeriodDividends(deps(), october);
    const [sub] = await records(team.sub.userId);
    expect(await periodRecords(team.top.userId, '2026-10-01')).toHaveLength(1);
    expect(sub).toMatchObject({ state: states.paid, amount: '400000' });
    expect(await dividendTransactions(sub?.id ?? '')).toHaveLength(1);
  });
});

describe('paying member dividends (/DividendManagement)', () => {
  let shortId: number;

  it('marks a dividend the payer cannot afford "wallet not enough", payable once funded', async () => {
    await emptyTopWallet();
    await computePeriodDividends(deps(), november);
    const [short] = await periodRecords(team.sub.userId, '2026-11-01');
    expect(short).toMatchObject({ state: states.walletNotEnough, amount: '500000' });
    shortId = Number(short?.id);
    const listed = await t.call('POST', '/api/Dividend/GetMemberRecords', {
      token: tokens.top,
      body: { Member: team.sub.loginId },
    });
    expect(listed.json().Items.map((item: { Id: number }) => item.Id)).toContain(shortId);

    const stillShort = await t.call('POST', '/api/Dividend/Pay', {
      token: tokens.top,
      headers: idempotencyKey(),
      body: { Id: shortId },
    });
    expect(stillShort.json().Code).toBe(8402);
    await t.fund(team.top.userId, 600_000n);
    const headers = idempotencyKey();
    const paid = await t.call('POST', '/api/Dividend/Pay', {
      token: tokens.top,
      headers,
      body: { Id: shortId },
    });
    expect(paid.json()).toMatchObject({ State: states.paid, Amount: 500 });
    const replay = await t.call('POST', '/api/Dividend/Pay', {
      token: tokens.top,
      headers,
      body: { Id: shortId },
    });
    expect(replay.json()).toEqual(paid.json());
    expect(await balanceOf(t.db, { userId: team.top.userId, kind: 'player' })).toBe(100_000n);
    const again = await t.call('POST', '/api/Dividend/Pay', {
      token: tokens.top,
      headers: idempotencyKey(),
      body: { Id: shortId },
    });
    expect(again.json().Code).toBe(8401);
  });

  it('shows the member its dividend and terms (/ProportionalDividend)', async () => {
    const mine = await t.call('POST', '/api/Dividend/GetMyRecords', {
      token: tokens.sub,
      body: {},
    });
    expect(mine.json().Terms).toMatchObject({ Source: 'Contract', PeriodKind: month });
    expect(mine.json().Items).toContainEqual(
      expect.objectContaining({ Id: shortId, State: states.paid, PayerLoginId: team.top.loginId }),
    );
  });

  it('refuses another agent whatever id it sends (8400) and a non-direct member (8002)', async () => {
    const outsider = await t.call('POST', '/api/Dividend/Pay', {
      token: tokens.outsider,
      headers: idempotencyKey(),
      body: { Id: shortId },
    });
    expect(outsider.json().Code).toBe(8400);
    const offPlatform = await t.call('POST', '/api/Dividend/RequestOffPlatform', {
      token: tokens.outsider,
      body: { Id: shortId },
    });
    expect(offPlatform.json().Code).toBe(8400);
    const notDirect = await t.call('POST', '/api/Dividend/GetMemberRecords', {
      token: tokens.top,
      body: { Member: team.member.loginId },
    });
    expect(notDirect.json().Code).toBe(8002);
    const outside = await t.call('POST', '/api/Dividend/GetMemberRecords', {
      token: tokens.top,
      body: { Member: team.outsiderPlayer.loginId },
    });
    expect(outside.json().Code).toBe(8001);
  });
});

describe('off-platform settlement and the back office', () => {
  let ids: number[];

  beforeAll(async () => {
    // Three more open months of the sub agent's dividend (50 each; below the top's own tiers),
    // its payer's wallet empty.
    await emptyTopWallet();
    for (const date of ['2026-06-10', '2026-07-10', '2026-08-10']) {
      await addPlayerDay(t.db, {
        userId: team.member.userId,
        date,
        turnover: 500_000n,
        prize: 0n,
      });
      await computePeriodDividends(deps(), periodContaining(month, siteDay(date)));
    }
    ids = (await records(team.sub.userId))
      .filter((row) => row.state === states.walletNotEnough)
      .map((row) => Number(row.id));
    expect(ids).toHaveLength(3);
  });

  it('goes requested → accepted, by the payer then the member', async () => {
    const [id] = ids;
    const early = await t.call('POST', '/api/Dividend/AcceptOffPlatform', {
      token: tokens.sub,
      body: { Id: id },
    });
    expect(early.json().Code).toBe(8403);
    const requested = await t.call('POST', '/api/Dividend/RequestOffPlatform', {
      token: tokens.top,
      body: { Id: id },
    });
    expect(requested.json().State).toBe(states.offPlatformRequested);
    const byPayer = await t.call('POST', '/api/Dividend/AcceptOffPlatform', {
      token: tokens.top,
      body: { Id: id },
    });
    expect(byPayer.json().Code).toBe(8400);
    const accepted = await t.call('POST', '/api/Dividend/AcceptOffPlatform', {
      token: tokens.sub,
      body: { Id: id },
    });
    expect(accepted.json().State).toBe(states.offPlatformAccepted);
    const settled = await t.call('POST', '/api/Dividend/RequestOffPlatform', {
      token: tokens.top,
      body: { Id: id },
    });
    expect(settled.json().Code).toBe(8401);
  });

  it('forces a payment from the payer once funded, and cancels, both audited', async () => {
    const [, forced, cancelled] = ids;
    const short = await t.call('POST', `/api/Admin/Dividends/Records/${forced}/ForcePay`, {
      token: manage,
      body: { Reason: 'agreed with both' },
    });
    expect(short.json().Code).toBe(8402);
    await t.fund(team.top.userId, 50_000n);
    const response = await expectAudited(t, 'POST /api/Admin/Dividends/Records/{id}/ForcePay', {
      token: manage,
      url: `/api/Admin/Dividends/Records/${forced}/ForcePay`,
      body: { Reason: 'agreed with both' },
      action: 'agents.dividend.forcePay',
      targetType: 'dividend_record',
      targetId: forced,
      after: { state: states.forciblyPaid, reason: 'agreed with both' },
    });
    expect(response.json().State).toBe(states.forciblyPaid);
    expect(await balanceOf(t.db, { userId: team.top.userId, kind: 'player' })).toBe(0n);
    await expectAudited(t, 'POST /api/Admin/Dividends/Records/{id}/Cancel', {
      token: manage,
      url: `/api/Admin/Dividends/Records/${cancelled}/Cancel`,
      body: { Reason: 'dispute settled' },
      action: 'agents.dividend.cancel',
      targetId: cancelled,
      after: { state: states.cancel },
    });
    const twice = await t.call('POST', `/api/Admin/Dividends/Records/${cancelled}/Cancel`, {
      token: manage,
      body: { Reason: 'again' },
    });
    expect(twice.json().Code).toBe(8401);
    const listed = await t.call(
      'GET',
      `/api/Admin/Dividends/Records?LoginId=${team.sub.loginId}&State=${states.cancel}`,
      {
        token: manage,
      },
    );
    expect(listed.json().Items.map((item: { Id: number }) => item.Id)).toEqual([cancelled]);
  });
});

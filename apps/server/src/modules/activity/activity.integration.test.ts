import { cashFlowTypes } from '@lottery/contracts';
import { verifyPrizeDraw } from '@lottery/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { readTurnoverStatus } from '../wallet/turnover.ts';
import { seedDemoActivities } from './seed-demo-activities.ts';
import {
  betLine,
  claim,
  codeOf,
  drawOfProof,
  freshKey,
  player,
  rouletteDraft,
  runningActivity,
  signInDraft,
  type TDrawProofWire,
  walletLine,
} from './activity-fixtures.ts';

const t = useTestApp();
const dayMs = 86_400_000;
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

describe('the back office configures activities, every change audited', () => {
  it('saves, changes, previews, schedules and stops a draft', async () => {
    const saved = await expectAudited(t, 'POST /api/Admin/Activities/Save', {
      token: owner,
      body: signInDraft(t.clock.now()),
      action: 'activities.activity.create',
      targetType: 'activity',
      after: { state: 'draft', budget: '10000000' },
    });
    const id = (saved.json() as { ActivityId: number }).ActivityId;
    await expectAudited(t, 'POST /api/Admin/Activities/Save', {
      token: owner,
      body: { ...signInDraft(t.clock.now()), ActivityId: id, Budget: 500 },
      action: 'activities.activity.update',
      targetId: id,
      before: { budget: '10000000' },
      after: { budget: '500000' },
    });
    const preview = await t.call('GET', `/api/Admin/Activities/Preview?ActivityId=${id}`, {
      token: owner,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ ActivityId: id, Periods: 31, BudgetCoversClaims: 230 });
    await expectAudited(t, 'POST /api/Admin/Activities/Schedule', {
      token: owner,
      body: { ActivityId: id },
      action: 'activities.activity.schedule',
      targetId: id,
      after: { state: 'scheduled' },
    });
    const again = await t.call('POST', '/api/Admin/Activities/Save', {
      token: owner,
      body: { ...signInDraft(t.clock.now()), ActivityId: id },
    });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 9008]);
    const list = await t.call('GET', '/api/Admin/Activities', { token: owner });
    expect(
      (list.json() as { Items: { ActivityId: number; State: string }[] }).Items,
    ).toContainEqual(
      expect.objectContaining({ ActivityId: id, State: 'running', Paid: 0, Remaining: 500 }),
    );
    await expectAudited(t, 'POST /api/Admin/Activities/Stop', {
      token: owner,
      body: { ActivityId: id, Reason: 'test over' },
      action: 'activities.activity.stop',
      targetId: id,
      after: { state: 'stopped', reason: 'test over' },
    });
    const { token } = await player(t);
    const refused = await claim(t, token, id);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9001]);
  });

  it('refuses bad input with catalogue codes, and players and weaker roles', async () => {
    const now = t.clock.now();
    const cases: [unknown, number][] = [
      [{ ...signInDraft(now), Budget: -1 }, 400],
      [{ ...signInDraft(now), EndsAt: now - 10 }, 9009],
      [{ ...signInDraft(now), Type: 'lucky7Slot' }, 9007],
      [{ ...signInDraft(now), PeriodKind: 'weekly' }, 9010],
      [{ ...signInDraft(now), Config: { Type: 'roulette', Prizes: [], SpinTurnovers: [0] } }, 400],
      [{ ...signInDraft(now), Eligibility: { AgentLoginId: 'nobody-here' } }, 9012],
    ];
    for (const [body, expected] of cases) {
      const response = await t.call('POST', '/api/Admin/Activities/Save', { token: owner, body });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (expected !== 400) expect(codeOf(response)).toBe(expected);
    }
    const readonly = await t.adminToken('readonly');
    const forbidden = await t.call('POST', '/api/Admin/Activities/Save', {
      token: readonly,
      body: signInDraft(now),
    });
    expect(forbidden.statusCode).toBe(403);
    const { token } = await player(t);
    expect((await t.call('GET', '/api/Admin/Activities', { token })).statusCode).toBe(401);
  });
});

describe('the daily sign-in red packet', () => {
  it('pays once a day through the ledger, raises the prize with the streak, restarts after a gap', async () => {
    const start = t.clock.now();
    const id = await runningActivity(t, owner);
    const me = await player(t);
    const list = await t.call('POST', '/api/Activity/List', { token: me.token });
    expect((list.json() as { Items: unknown[] }).Items).toContainEqual(
      expect.objectContaining({ ActivityId: id, CanClaim: true, IsNew: true }),
    );
    const unread = await t.call('POST', '/api/Activity/UnreadCount', { token: me.token });
    expect((unread.json() as { Count: number }).Count).toBeGreaterThanOrEqual(1);
    const detail = await t.call('POST', '/api/Activity/Detail', {
      token: me.token,
      body: { ActivityId: id },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ IsNew: true, Progress: { StreakDays: 0 } });
    expect((detail.json() as { Commitment: string }).Commitment).toMatch(/^[0-9a-f]{64}$/);

    const first = await claim(t, me.token, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      Award: {
        Amount: 1,
        StreakDay: 1,
        CashFlowType: cashFlowTypes.signInRedPack,
        TurnoverRequired: 2,
      },
      Balance: 1,
    });
    const twice = await claim(t, me.token, id);
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 9002]);
    // The statement line and the turnover owed on the prize (200 %).
    const [line] = await t.db.query<{ amount: bigint; cash_flow_type: number }>(
      `SELECT e.amount, e.cash_flow_type FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = $1`,
      [me.userId],
    );
    expect([BigInt(line?.amount ?? 0), line?.cash_flow_type]).toEqual([1000n, 502]);
    expect((await readTurnoverStatus(t.db, me.userId)).required).toBe(2000n);

    // Sessions last 30 minutes: each later day signs in again.
    const nextDay = async (days: number) => {
      t.clock.advance(days * dayMs);
      return (await claim(t, (await t.openExtraSession(me.userId)).token, id)).json();
    };
    try {
      expect(await nextDay(1)).toMatchObject({ Award: { StreakDay: 2, Amount: 2 } });
      expect(await nextDay(1)).toMatchObject({ Award: { StreakDay: 3, Amount: 3.5 } });
      expect(await nextDay(1)).toMatchObject({ Award: { StreakDay: 4, Amount: 3.5 } });
      expect(await nextDay(2)).toMatchObject({ Award: { StreakDay: 1, Amount: 1 } });
    } finally {
      t.clock.set(start);
    }
    const token = (await t.openExtraSession(me.userId)).token;
    const awards = await t.call('POST', '/api/Activity/MyAwards', { token, body: {} });
    expect(awards.json()).toMatchObject({ Total: 5 });
    const mine = { token, body: { ActivityId: id } };
    expect((await t.call('POST', '/api/Activity/MyAwards', mine)).json()).toMatchObject({
      Total: 5,
    });
    const elsewhere = { token, body: { ActivityId: id + 1000 } };
    expect((await t.call('POST', '/api/Activity/MyAwards', elsewhere)).json()).toEqual({
      Items: [],
      Total: 0,
    });
    const other = await player(t);
    const none = await t.call('POST', '/api/Activity/MyAwards', { token: other.token, body: {} });
    expect(none.json()).toEqual({ Items: [], Total: 0 });
  });

  it('refuses a streak day the budget left no longer covers, and still pays day 1 to others', async () => {
    const start = t.clock.now();
    // Days 1 and 2 pay 1 and 2: 2.5 is left for day 3's 3.5, but still covers day 1's 1.
    const id = await runningActivity(t, owner, { Budget: 5.5 });
    const me = await player(t);
    expect((await claim(t, me.token, id)).statusCode).toBe(200);
    try {
      t.clock.advance(dayMs);
      expect((await claim(t, (await t.openExtraSession(me.userId)).token, id)).statusCode).toBe(
        200,
      );
      t.clock.advance(dayMs);
      const third = await claim(t, (await t.openExtraSession(me.userId)).token, id);
      expect([third.statusCode, codeOf(third)]).toEqual([409, 9003]);
      const newcomer = await player(t);
      const first = await claim(t, newcomer.token, id);
      expect(first.json()).toMatchObject({ Award: { StreakDay: 1, Amount: 1 } });
    } finally {
      t.clock.set(start);
    }
    const [row] = await t.db.query<{ state: string; paid: bigint }>(
      `SELECT state, paid FROM activities WHERE id = $1`,
      [id],
    );
    // The written state stays 'scheduled' (the clock makes it running), not 'exhausted'.
    expect([row?.state, BigInt(row?.paid ?? 0)]).toEqual(['scheduled', 4000n]);
  });

  it('answers a retried claim with the first answer (Idempotency-Key) and needs the key', async () => {
    const id = await runningActivity(t, owner);
    const me = await player(t);
    const key = freshKey();
    const first = await claim(t, me.token, id, key);
    const retry = await claim(t, me.token, id, key);
    expect(retry.json()).toEqual(first.json());
    const keyless = await t.call('POST', '/api/Activity/Claim', {
      token: me.token,
      body: { ActivityId: id },
    });
    expect(keyless.statusCode).toBeGreaterThanOrEqual(400);
    expect(keyless.statusCode).toBeLessThan(500);
    const bad = await t.call('POST', '/api/Activity/Claim', {
      token: me.token,
      body: { ActivityId: 'x' },
      headers: freshKey(),
    });
    expect(bad.statusCode).toBe(400);
    const missing = await claim(t, me.token, 987_654);
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 9000]);
  });
});

describe('eligibility', () => {
  it("admits only the agent's team, players registered after the date, and the period's deposit", async () => {
    const agent = await t.createAccount({ role: 'agent' });
    const teamId = await runningActivity(t, owner, {
      Eligibility: { AgentLoginId: agent.loginId },
    });
    const inside = await player(t, { parentId: agent.userId });
    const outside = await player(t);
    expect((await claim(t, inside.token, teamId)).statusCode).toBe(200);
    const refused = await claim(t, outside.token, teamId);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9004]);
    expect((refused.json() as { Message: string }).Message).toContain(agent.loginId);

    const newcomers = await runningActivity(t, owner, {
      Eligibility: { RegisteredAfter: Date.now() + dayMs },
    });
    expect(codeOf(await claim(t, inside.token, newcomers))).toBe(9004);

    const depositors = await runningActivity(t, owner, { Eligibility: { MinDeposit: 100 } });
    expect(codeOf(await claim(t, inside.token, depositors))).toBe(9004);
    await walletLine(t, inside.userId, 100, 'deposit');
    expect((await claim(t, inside.token, depositors)).statusCode).toBe(200);
    const bettors = await runningActivity(t, owner, { Eligibility: { MinTurnover: 50 } });
    expect(codeOf(await claim(t, inside.token, bettors))).toBe(9004);
    await betLine(t, inside.userId, 50);
    expect((await claim(t, inside.token, bettors)).statusCode).toBe(200);
    const vip = await runningActivity(t, owner, { Eligibility: { MinVipLevel: 1 } });
    expect(codeOf(await claim(t, inside.token, vip))).toBe(9004);
    await t.db.query('INSERT INTO account_vip (user_id, level, updated_at) VALUES ($1, 1, now())', [
      inside.userId,
    ]);
    expect((await claim(t, inside.token, vip)).statusCode).toBe(200);
  });
});

describe('the roulette', () => {
  it('gives a spin per turnover reached today, draws fairly, and reveals the seed after the day', async () => {
    const id = await runningActivity(t, owner, rouletteDraft(t.clock.now()));
    const me = await player(t);
    const spin = await claim(t, me.token, id);
    expect(spin.statusCode, spin.body).toBe(200);
    const noMore = await claim(t, me.token, id);
    expect([noMore.statusCode, codeOf(noMore)]).toEqual([409, 9005]);
    await betLine(t, me.userId, 100);
    const second = await claim(t, me.token, id);
    expect(second.statusCode, second.body).toBe(200);
    const award = (
      second.json() as { Award: { ClaimId: number; PrizeIndex: number; Amount: number } }
    ).Award;
    expect([1, 5, 20, 100][award.PrizeIndex]).toBe(award.Amount);

    const hidden = await t.call('POST', '/api/Activity/DrawProof', {
      token: me.token,
      body: { ClaimId: award.ClaimId },
    });
    expect(hidden.json()).toMatchObject({ ServerSeed: null, Verified: null, Nonce: 1 });
    const stranger = await player(t);
    const notYours = await t.call('POST', '/api/Activity/DrawProof', {
      token: stranger.token,
      body: { ClaimId: award.ClaimId },
    });
    expect([notYours.statusCode, codeOf(notYours)]).toEqual([404, 9006]);

    t.clock.advance(dayMs);
    const revealed = await t
      .call('POST', '/api/Activity/DrawProof', {
        token: (await t.openExtraSession(me.userId)).token,
        body: { ClaimId: award.ClaimId },
      })
      .finally(() => t.clock.advance(-dayMs));
    const proof = revealed.json() as TDrawProofWire;
    expect(proof.Verified).toBe(true);
    const input = drawOfProof(proof, id, me.userId);
    expect(verifyPrizeDraw(input)).toEqual({ ok: true });
    expect(verifyPrizeDraw({ ...input, drawnIndex: (proof.DrawnIndex + 1) % 4 }).ok).toBe(false);
    expect(verifyPrizeDraw({ ...input, serverSeedHex: 'ab'.repeat(32) })).toEqual({
      ok: false,
      reason: 'commitment',
    });
  });
});

describe('the activity centre', () => {
  it('announces activities starting within a week, neither new nor claimable nor open yet', async () => {
    const now = t.clock.now();
    const startsIn = (ms: number) => ({ StartsAt: now + ms, EndsAt: now + ms + 10 * dayMs });
    const soon = await runningActivity(t, owner, { TitleEn: 'Soon', ...startsIn(2 * dayMs) });
    const later = await runningActivity(t, owner, { TitleEn: 'Later', ...startsIn(30 * dayMs) });
    const me = await player(t);
    const list = (await t.call('POST', '/api/Activity/List', { token: me.token })).json() as {
      Items: { ActivityId: number; State: string; IsNew: boolean; CanClaim: boolean }[];
      UnreadCount: number;
    };
    expect(list.Items.find((item) => item.ActivityId === soon)).toMatchObject({
      State: 'scheduled',
      IsNew: false,
      CanClaim: false,
    });
    expect(list.Items.some((item) => item.ActivityId === later)).toBe(false);
    expect(list.UnreadCount).toBe(list.Items.filter((item) => item.IsNew).length);
    expect(list.Items.at(-1)?.ActivityId).toBe(soon);
    const detail = await t.call('POST', '/api/Activity/Detail', {
      token: me.token,
      body: { ActivityId: soon },
    });
    expect(detail.statusCode).toBe(404);
  });
});

describe('the demo activities', () => {
  it('seeds a running sign-in red pack and roulette that pay', async () => {
    await t.db.transaction((tx) => seedDemoActivities(tx, t.clock.now()));
    const me = await player(t);
    const list = (await t.call('POST', '/api/Activity/List', { token: me.token })).json() as {
      Items: { ActivityId: number; Type: string; CanClaim: boolean }[];
    };
    for (const type of ['dailySignInRedPack', 'roulette']) {
      const item = list.Items.find((candidate) => candidate.Type === type && candidate.CanClaim);
      expect(item, type).toBeDefined();
      const paid = await claim(t, me.token, item?.ActivityId ?? 0);
      expect(paid.statusCode, paid.body).toBe(200);
    }
  });
});

import { cashFlowTypes } from '@lottery/contracts';
import { slotReelsOf, verifyPrizeDraw } from '@lottery/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { balanceOf } from '../wallet/ledger.ts';
import {
  claim,
  drawOfProof,
  player,
  runningActivity,
  type TDrawProofWire,
  walletLine,
} from './activity-fixtures.ts';
import { codeOf, interestDraft, linesOf, slotDraft } from './luck-fixtures.ts';
import { seedDemoLuckActivities } from './seed-demo-luck.ts';

const t = useTestApp();
const dayMs = 86_400_000;
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

const detail = (token: string, activityId: number) =>
  t.call('POST', '/api/Activity/Detail', { token, body: { ActivityId: activityId } });

describe('daily interest', () => {
  it('pays the rate on the balance held at the end of yesterday, once a day', async () => {
    const noon = t.clock.now();
    const midnight = noon - dayMs / 2;
    const me = await player(t);
    // 1,234.567 by the last instant of yesterday; 500 more at midnight itself, not counted.
    t.clock.set(midnight - 1);
    await t.fund(me.userId, 1_234_567n);
    t.clock.set(midnight);
    await t.fund(me.userId, 500_000n);
    t.clock.set(noon);
    const id = await runningActivity(t, owner, interestDraft(noon));
    const seen = await detail(me.token, id);
    expect(seen.json()).toMatchObject({
      CanClaim: true,
      Progress: { Steps: [{ Key: 'interest', Reached: 1234.567, Prize: 6.172, Done: true }] },
    });
    const paid = await claim(t, me.token, id);
    expect(paid.statusCode, paid.body).toBe(200);
    // 1,234.567 × 0.5% = 6.172835 → 6.172
    expect(paid.json()).toMatchObject({ Award: { Amount: 6.172, CashFlowType: 507 } });
    expect(await linesOf(t, me.userId, cashFlowTypes.dailyInterest)).toEqual([
      { amount: 6172n, memo: `activity:${id}` },
    ]);
    const again = await claim(t, me.token, id);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 9002]);
    // The next day pays on the new overnight balance: (1,734.567 + 6.172) × 0.5% = 8.703695.
    t.clock.advance(dayMs);
    try {
      const token = (await t.openExtraSession(me.userId)).token;
      expect((await claim(t, token, id)).json()).toMatchObject({ Award: { Amount: 8.703 } });
    } finally {
      t.clock.set(noon);
    }
  });

  it('caps the interest, and refuses a balance below the minimum with what it needs', async () => {
    const noon = t.clock.now();
    const rich = await player(t);
    const poor = await player(t);
    t.clock.set(noon - dayMs);
    await t.fund(rich.userId, 10_000_000n);
    await t.fund(poor.userId, 99_999n);
    t.clock.set(noon);
    const id = await runningActivity(t, owner, interestDraft(noon));
    expect((await claim(t, rich.token, id)).json()).toMatchObject({ Award: { Amount: 20 } });
    const refused = await claim(t, poor.token, id);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9020]);
    expect((refused.json() as { Message: string }).Message).toContain('99.999');
    expect(await balanceOf(t.db, { userId: poor.userId, kind: 'player' })).toBe(99_999n);
  });

  it('is configured on daily periods only', async () => {
    const saved = await t.call('POST', '/api/Admin/Activities/Save', {
      token: owner,
      body: { ...interestDraft(t.clock.now()), PeriodKind: 'weekly' },
    });
    expect([saved.statusCode, codeOf(saved)]).toEqual([400, 9010]);
  });
});

describe('lucky 7 slot', () => {
  it('gives a free spin and one for a deposit; each draw verifies and fixes the reels', async () => {
    const noon = t.clock.now();
    const id = await runningActivity(t, owner, slotDraft(noon));
    const me = await player(t);
    const first = await claim(t, me.token, id);
    expect(first.statusCode, first.body).toBe(200);
    const none = await claim(t, me.token, id);
    expect([none.statusCode, codeOf(none)]).toEqual([409, 9005]);
    await walletLine(t, me.userId, 50, 'deposit');
    expect((await detail(me.token, id)).json()).toMatchObject({ Progress: { SpinsLeft: 1 } });
    const second = await claim(t, me.token, id);
    expect(second.statusCode, second.body).toBe(200);
    const done = await claim(t, me.token, id);
    expect([done.statusCode, codeOf(done)]).toEqual([409, 9002]);
    const awards = [first, second].map(
      (answer) => (answer.json() as { Award: { ClaimId: number; Amount: number } }).Award,
    );
    const lines = await linesOf(t, me.userId, cashFlowTypes.lucky7SlotPrize);
    expect(lines.map((line) => Number(line.amount) / 1000)).toEqual(awards.map((a) => a.Amount));
    t.clock.advance(dayMs);
    const token = (await t.openExtraSession(me.userId)).token;
    for (const award of awards) {
      const proof = (
        await t.call('POST', '/api/Activity/DrawProof', {
          token,
          body: { ClaimId: award.ClaimId },
        })
      ).json() as TDrawProofWire & { ActivityId: number; UserId: number; Amounts: number[] };
      expect(proof.Verified).toBe(true);
      expect(verifyPrizeDraw(drawOfProof(proof, proof.ActivityId, proof.UserId))).toEqual({
        ok: true,
      });
      const amounts = proof.Amounts.map((amount) => BigInt(Math.round(amount * 1000)));
      expect(amounts[proof.DrawnIndex]).toBe(BigInt(Math.round(award.Amount * 1000)));
      const reels = slotReelsOf(amounts, proof.DrawnIndex);
      expect(reels.every((symbol) => symbol === 'seven')).toBe(award.Amount === 77);
    }
    t.clock.set(noon);
  });

  it('spins only for eligible players: a deposit condition of the period', async () => {
    const id = await runningActivity(t, owner, {
      ...slotDraft(t.clock.now()),
      Eligibility: { MinDeposit: 20 },
    });
    const me = await player(t);
    const refused = await claim(t, me.token, id);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9004]);
    await walletLine(t, me.userId, 20, 'deposit');
    expect((await claim(t, me.token, id)).statusCode).toBe(200);
  });

  it('needs a turnover or deposit threshold to be saved', async () => {
    const draft = slotDraft(t.clock.now());
    const saved = await t.call('POST', '/api/Admin/Activities/Save', {
      token: owner,
      body: { ...draft, Config: { ...draft.Config, SpinTurnovers: [], SpinDeposits: [] } },
    });
    expect(saved.statusCode).toBe(400);
  });
});

describe('the demo activities of interest, slot and treasure', () => {
  it('seeds them running: the slot spins and the treasure has a round open', async () => {
    await t.db.transaction((tx) => seedDemoLuckActivities(tx, t.clock.now()));
    const me = await player(t);
    const list = (await t.call('POST', '/api/Activity/List', { token: me.token })).json() as {
      Items: { ActivityId: number; Type: string; CanClaim: boolean }[];
    };
    const of = (type: string) => list.Items.find((item) => item.Type === type);
    expect(of('dailyInterest')).toMatchObject({ CanClaim: false });
    expect(of('lucky7Slot')).toMatchObject({ CanClaim: true });
    const spun = await claim(t, me.token, of('lucky7Slot')?.ActivityId ?? 0);
    expect(spun.statusCode, spun.body).toBe(200);
    const round = await t.call('POST', '/api/Activity/OneDollar/Current', {
      token: me.token,
      body: { ActivityId: of('oneDollar')?.ActivityId ?? 0 },
    });
    expect(round.json()).toMatchObject({ Round: { RoundNo: 1, SharesTotal: 100 } });
  });
});

import { cashFlowTypes } from '@lottery/contracts';
import { verifyPrizeDraw } from '@lottery/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { claim, freshKey, player, runningActivity } from '../activity/activity-fixtures.ts';
import { buy, codeOf, linesOf, oneDollarDraft } from '../activity/luck-fixtures.ts';
import { drawWeights } from './draw-round.ts';
import { refundClosedRounds } from './refund-rounds.ts';

const t = useTestApp();
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

type TRound = {
  RoundNo: number;
  PeriodKey: string;
  State: string;
  SharesSold: number;
  SharesTotal: number;
  Commitment: string;
  ServerSeed: string | null;
  WinningShare: number | null;
  Winner: string | null;
  IsMine: boolean;
  MyShares: { FirstShare: number; Shares: number }[];
  MyRefunded: boolean;
};

const current = async (token: string, activityId: number) =>
  (
    (
      await t.call('POST', '/api/Activity/OneDollar/Current', {
        token,
        body: { ActivityId: activityId },
      })
    ).json() as { Round: TRound | null }
  ).Round;

const rounds = async (token: string, activityId: number) =>
  (
    await t.call('POST', '/api/Activity/OneDollar/Rounds', {
      token,
      body: { ActivityId: activityId },
    })
  ).json() as { Items: TRound[]; Total: number };

const funded = async (units: number) => {
  const p = await player(t);
  await t.fund(p.userId, BigInt(units) * 1000n);
  return p;
};

describe('one-dollar treasure', () => {
  it('sells a round, draws a verifiable winner who is paid, and opens the next round', async () => {
    const id = await runningActivity(t, owner, oneDollarDraft(t.clock.now()));
    const [alice, bob] = [await funded(10), await funded(10)];
    const opened = await current(alice.token, id);
    expect(opened).toMatchObject({ RoundNo: 1, State: 'open', SharesSold: 0, ServerSeed: null });
    const first = await buy(t, alice.token, id, 2);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ FirstShare: 0, Shares: 2, Amount: 2, Balance: 8 });
    const tooMany = await buy(t, bob.token, id, 4);
    expect([tooMany.statusCode, codeOf(tooMany)]).toEqual([409, 9021]);
    const last = await buy(t, bob.token, id, 3);
    expect(last.statusCode, last.body).toBe(200);
    const drawn = (last.json() as { Round: TRound }).Round;
    expect(drawn).toMatchObject({ RoundNo: 1, State: 'drawn', SharesSold: 5 });
    expect(drawn.Commitment).toBe(opened?.Commitment);
    const winningShare = drawn.WinningShare ?? -1;
    const winner = winningShare < 2 ? alice : bob;
    expect(
      verifyPrizeDraw({
        serverSeedHex: drawn.ServerSeed ?? '',
        commitment: drawn.Commitment,
        activityId: id,
        periodKey: drawn.PeriodKey,
        userId: 0,
        nonce: 0,
        weights: drawWeights(5),
        drawnIndex: winningShare,
      }),
    ).toEqual({ ok: true });
    expect(await balanceOf(t.db, { userId: winner.userId, kind: 'player' })).toBe(
      winner === alice ? 12_000n : 11_000n,
    );
    expect(await linesOf(t, winner.userId, cashFlowTypes.oneDollar)).toContainEqual({
      amount: 4000n,
      memo: `oneDollar:prize:${id}:1`,
    });
    const awards = await t.call('POST', '/api/Activity/MyAwards', {
      token: winner.token,
      body: {},
    });
    expect(awards.json()).toMatchObject({
      Items: [{ ActivityId: id, Amount: 4, CashFlowType: 508, PeriodKey: 'r:1' }],
    });
    const history = await rounds(alice.token, id);
    expect(history).toMatchObject({ Total: 1, Items: [{ RoundNo: 1, State: 'drawn' }] });
    expect(history.Items[0]?.IsMine).toBe(winner === alice);
    expect(history.Items[0]?.MyShares).toEqual([{ FirstShare: 0, Shares: 2 }]);
    expect(history.Items[0]?.Winner).toMatch(/\*\*\*/);
    expect(await current(bob.token, id)).toMatchObject({ RoundNo: 2, SharesSold: 0 });
    const claimed = await claim(t, alice.token, id);
    expect([claimed.statusCode, codeOf(claimed)]).toEqual([409, 9023]);
  });

  it('debits once for a retried purchase and refuses one the balance does not cover', async () => {
    const id = await runningActivity(t, owner, oneDollarDraft(t.clock.now()));
    const me = await funded(3);
    const key = freshKey();
    const once = await buy(t, me.token, id, 2, key);
    const replay = await buy(t, me.token, id, 2, key);
    expect(replay.json()).toEqual(once.json());
    expect(await balanceOf(t.db, { userId: me.userId, kind: 'player' })).toBe(1000n);
    const short = await buy(t, me.token, id, 2);
    expect([short.statusCode, codeOf(short)]).toEqual([400, 5001]);
    expect((await current(me.token, id))?.SharesSold).toBe(2);
  });

  it('stops opening rounds when the budget no longer covers a prize', async () => {
    const id = await runningActivity(t, owner, { ...oneDollarDraft(t.clock.now()), Budget: 4 });
    const me = await funded(10);
    expect((await buy(t, me.token, id, 5)).statusCode).toBe(200);
    expect(await current(me.token, id)).toBeNull();
    const after = await buy(t, me.token, id, 1);
    expect([after.statusCode, codeOf(after)]).toEqual([409, 9024]);
    const [row] = await t.db.query<{ paid: bigint; state: string }>(
      `SELECT paid, state FROM activities WHERE id = $1`,
      [id],
    );
    expect([BigInt(row?.paid ?? 0n), row?.state]).toEqual([4000n, 'exhausted']);
  });

  it('refunds a round left open at the end exactly once, and reveals its seed', async () => {
    const now = t.clock.now();
    const id = await runningActivity(t, owner, {
      ...oneDollarDraft(now),
      EndsAt: now + 3_600_000,
    });
    const [alice, bob] = [await funded(5), await funded(5)];
    await buy(t, alice.token, id, 1);
    await buy(t, alice.token, id, 2);
    await buy(t, bob.token, id, 1);
    expect(await refundClosedRounds(t.db, t.clock.now())).toBe(0);
    t.clock.advance(3_600_000);
    try {
      const late = await buy(t, (await t.openExtraSession(bob.userId)).token, id, 1);
      expect([late.statusCode, codeOf(late)]).toEqual([409, 9001]);
      expect(await refundClosedRounds(t.db, t.clock.now())).toBe(1);
      expect(await refundClosedRounds(t.db, t.clock.now())).toBe(0);
      expect(await balanceOf(t.db, { userId: alice.userId, kind: 'player' })).toBe(5000n);
      expect(await balanceOf(t.db, { userId: bob.userId, kind: 'player' })).toBe(5000n);
      expect(
        (await linesOf(t, alice.userId, cashFlowTypes.oneDollar)).map((line) => line.amount),
      ).toEqual([-1000n, -2000n, 1000n, 2000n]);
      const token = (await t.openExtraSession(alice.userId)).token;
      const [refunded] = (await rounds(token, id)).Items;
      expect(refunded).toMatchObject({ State: 'refunded', MyRefunded: true, WinningShare: null });
      expect(refunded?.ServerSeed).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      t.clock.advance(-3_600_000);
    }
  });

  it('sells only to eligible players', async () => {
    const id = await runningActivity(t, owner, {
      ...oneDollarDraft(t.clock.now()),
      Eligibility: { MinVipLevel: 3 },
    });
    const me = await funded(5);
    const refused = await buy(t, me.token, id, 1);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9004]);
    expect(await balanceOf(t.db, { userId: me.userId, kind: 'player' })).toBe(5000n);
  });
});

import { cashFlowTypes } from '@lottery/contracts';
import { verifyPrizeDraw } from '@lottery/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { siteOffsetMs } from '../../platform/site-date-range.ts';
import {
  claim,
  codeOf,
  drawOfProof,
  player,
  runningActivity,
  type TDrawProofWire,
} from './activity-fixtures.ts';
import { rainDraft } from './rain-fixtures.ts';

const t = useTestApp();
const dayMs = 86_400_000;
const minuteMs = 60_000;
let owner = '';
let noon = 0;

beforeAll(async () => {
  noon = siteNoonOf(Date.now());
  t.clock.set(noon);
  owner = await t.adminToken('owner');
});

const messageOf = (response: { json(): unknown }) =>
  (response.json() as { Message: string }).Message;
const siteDate = (ms: number) => new Date(ms + siteOffsetMs).toISOString().slice(0, 10);

interface TAward {
  ClaimId: number;
  Amount: number;
  PrizeIndex: number;
  CashFlowType: number;
}
interface TDetail {
  CanClaim: boolean;
  Progress: {
    SpinsLeft: number;
    ClaimedThisPeriod: number;
    Steps: { ClaimNo: number; Key: string; Reached: number; Done: boolean; Claimed: boolean }[];
  };
}

const detail = async (token: string, id: number) =>
  (
    await t.call('POST', '/api/Activity/Detail', { token, body: { ActivityId: id } })
  ).json() as TDetail;

/** A session opened at the clock's time (one opened at noon has expired by evening). */
const sessionOf = async (userId: number) => (await t.openExtraSession(userId)).token;

/** Runs `body` with the clock at site noon + `offsetMs`, then puts it back at noon. */
async function at<T>(offsetMs: number, body: () => Promise<T>): Promise<T> {
  t.clock.set(noon + offsetMs);
  try {
    return await body();
  } finally {
    t.clock.set(noon);
  }
}

describe('the red-pack rain', () => {
  it('pays N grabs per rain in its windows only, drawn from the table, in the statement', async () => {
    // Created a minute before noon, so the rain of 12:00 is still to come.
    const id = await at(-minuteMs, () => runningActivity(t, owner, rainDraft(t.clock.now())));
    const me = await player(t);

    const early = await at(-minuteMs, () => claim(t, me.token, id));
    expect([early.statusCode, codeOf(early)]).toEqual([409, 9036]);
    expect(messageOf(early)).toContain('12:00');
    const before = await at(-minuteMs, () => detail(me.token, id));
    expect(before.CanClaim).toBe(false);
    expect(before.Progress.Steps.map((step) => [step.Key, step.Done])).toEqual([
      ['12:00', false],
      ['20:00', false],
    ]);

    expect((await detail(me.token, id)).Progress.SpinsLeft).toBe(3);
    const grabs: TAward[] = [];
    for (let grab = 0; grab < 3; grab += 1) {
      const answer = await claim(t, me.token, id);
      expect(answer.statusCode, answer.body).toBe(200);
      grabs.push((answer.json() as { Award: TAward }).Award);
    }
    for (const award of grabs) {
      expect([1, 2, 5][award.PrizeIndex]).toBe(award.Amount);
      expect(award.CashFlowType).toBe(cashFlowTypes.redPackRain);
    }
    const fourth = await claim(t, me.token, id);
    expect([fourth.statusCode, codeOf(fourth)]).toEqual([409, 9037]);
    const total = grabs.reduce((sum, award) => sum + award.Amount, 0);

    const statement = await t.call('POST', '/api/CashFlowRecord/Search', {
      token: me.token,
      body: {
        StartDate: siteDate(noon),
        EndDate: siteDate(noon),
        Types: [cashFlowTypes.redPackRain],
      },
    });
    const lines = (statement.json() as { Items: { Amount: number }[] }).Items;
    expect(lines.map((line) => line.Amount).sort()).toEqual(grabs.map((a) => a.Amount).sort());

    const after = await at(4 * minuteMs, async () => {
      const refused = await claim(t, me.token, id);
      expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9036]);
      expect(messageOf(refused)).toContain('20:00');
      return detail(me.token, id);
    });
    expect(after.Progress.Steps[0]).toMatchObject({ Done: true, Claimed: true, Reached: total });
    expect(after.Progress.Steps[1]).toMatchObject({ Done: false, Claimed: false, Reached: 0 });
    expect(after.Progress.SpinsLeft).toBe(0);

    // The evening rain is a new rain: three more grabs.
    const evening = await at(8 * 60 * minuteMs + minuteMs, async () => {
      const token = await sessionOf(me.userId);
      const answers = [];
      for (let grab = 0; grab < 4; grab += 1) answers.push(await claim(t, token, id));
      return answers.map((answer) => answer.statusCode);
    });
    expect(evening).toEqual([200, 200, 200, 409]);
  });

  it('shows the latest grabs with masked login ids to every player', async () => {
    const id = await runningActivity(t, owner, rainDraft(t.clock.now()));
    const grabber = await player(t);
    const watcher = await player(t);
    await claim(t, grabber.token, id);
    await claim(t, grabber.token, id);
    const list = await t.call('POST', '/api/RedPackRain/GetWinnerList', {
      token: watcher.token,
      body: { ActivityId: id },
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = (list.json() as { Items: { LoginId: string; Amount: number; Rain: number }[] })
      .Items;
    expect(items).toHaveLength(2);
    expect((list.json() as { ServerTime: number }).ServerTime).toBe(t.clock.now());
    const masked = `${grabber.loginId.slice(0, 2)}**${grabber.loginId.slice(-1)}`;
    for (const item of items) expect(item).toMatchObject({ LoginId: masked, Rain: 0 });
    expect(JSON.stringify(items)).not.toContain(grabber.loginId);

    const other = await runningActivity(t, owner);
    const wrongType = await t.call('POST', '/api/RedPackRain/GetWinnerList', {
      token: watcher.token,
      body: { ActivityId: other },
    });
    expect([wrongType.statusCode, codeOf(wrongType)]).toEqual([404, 9000]);
  });

  it('ends a rain early when its own budget no longer covers the largest packet', async () => {
    const id = await runningActivity(t, owner, {
      ...rainDraft(t.clock.now()),
      Config: { ...rainDraft(0).Config, Prizes: [{ Amount: 5, Weight: 1 }], RainBudget: 12 },
    });
    const [first, second] = [await player(t), await player(t)];
    expect((await claim(t, first.token, id)).statusCode).toBe(200);
    expect((await claim(t, second.token, id)).statusCode).toBe(200);
    const empty = await claim(t, first.token, id);
    expect([empty.statusCode, codeOf(empty)]).toEqual([409, 9038]);
    // The next rain has its own budget.
    const evening = await at(8 * 60 * minuteMs, async () =>
      claim(t, await sessionOf(first.userId), id),
    );
    expect(evening.statusCode, evening.body).toBe(200);
  });

  it('draws every packet provably fairly: the proof verifies once the day is over', async () => {
    const id = await runningActivity(t, owner, rainDraft(t.clock.now()));
    const me = await player(t);
    const awards: TAward[] = [];
    for (let grab = 0; grab < 2; grab += 1)
      awards.push(((await claim(t, me.token, id)).json() as { Award: TAward }).Award);
    const proofs = await at(dayMs, async () => {
      const token = await sessionOf(me.userId);
      return Promise.all(
        awards.map(async (award) =>
          (
            await t.call('POST', '/api/Activity/DrawProof', {
              token,
              body: { ClaimId: award.ClaimId },
            })
          ).json(),
        ),
      );
    });
    for (const [index, raw] of proofs.entries()) {
      const proof = raw as TDrawProofWire;
      expect(proof.Verified).toBe(true);
      expect(proof.Nonce).toBe(index);
      expect(proof.DrawnIndex).toBe(awards[index]?.PrizeIndex);
      expect(verifyPrizeDraw(drawOfProof(proof, id, me.userId))).toEqual({ ok: true });
    }
  });

  it('admits only eligible players, and refuses overlapping rains in the back office', async () => {
    const id = await runningActivity(t, owner, {
      ...rainDraft(t.clock.now()),
      Eligibility: { MinVipLevel: 1 },
    });
    const me = await player(t);
    const refused = await claim(t, me.token, id);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9004]);
    await t.db.query('INSERT INTO account_vip (user_id, level, updated_at) VALUES ($1, 1, now())', [
      me.userId,
    ]);
    expect((await claim(t, me.token, id)).statusCode).toBe(200);

    const overlapping = await t.call('POST', '/api/Admin/Activities/Save', {
      token: owner,
      body: {
        ...rainDraft(t.clock.now()),
        Config: {
          ...rainDraft(0).Config,
          Rains: [
            { Start: '12:00', Seconds: 180 },
            { Start: '12:02', Seconds: 60 },
          ],
        },
      },
    });
    expect(overlapping.statusCode, overlapping.body).toBe(400);
  });
});

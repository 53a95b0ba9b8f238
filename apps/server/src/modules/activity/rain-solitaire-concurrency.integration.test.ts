import { cashFlowTypes } from '@lottery/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { auditLedger, balanceOf } from '../wallet/ledger.ts';
import { claim, player, runningActivity } from './activity-fixtures.ts';
import { rainDraft, solitaireDraft } from './rain-fixtures.ts';

/** The rain and the relay under concurrency: PostgreSQL only (PGlite holds one connection). */
const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

const codeOf = (response: LightMyRequestResponse) => (response.json() as { Code?: number }).Code;
const refusals = (answers: LightMyRequestResponse[]) =>
  answers.filter((a) => a.statusCode !== 200).map((a) => [a.statusCode, codeOf(a)]);

async function paidOf(activityId: number) {
  const [claims] = await t.db.query<{ total: string; n: number }>(
    `SELECT coalesce(sum(amount), 0)::text AS total, count(*)::integer AS n
       FROM activity_claims WHERE activity_id = $1`,
    [activityId],
  );
  const [activity] = await t.db.query<{ paid: string; state: string }>(
    `SELECT paid::text, state FROM activities WHERE id = $1`,
    [activityId],
  );
  return {
    claimed: BigInt(claims?.total ?? -1),
    claims: claims?.n ?? 0,
    paid: BigInt(activity?.paid ?? -1),
    state: activity?.state,
  };
}

async function playersTotal(players: { userId: number }[]) {
  let total = 0n;
  for (const p of players) total += await balanceOf(t.db, { userId: p.userId, kind: 'player' });
  return total;
}

const ledgerIsBalanced = async () =>
  expect(await auditLedger(t.db)).toEqual({ unbalancedTransactions: [], inconsistentAccounts: [] });

describe.skipIf(!onPostgres)('the red-pack rain under concurrency (PostgreSQL)', () => {
  it('pays one player exactly GrabsPerRain packets out of 50 taps at once', async () => {
    const id = await runningActivity(t, owner, rainDraft(t.clock.now()));
    const me = await player(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, me.token, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const refusal of refusals(answers))
      expect([
        [409, 9037],
        [409, 9002],
      ]).toContainEqual(refusal);
    const paid = await paidOf(id);
    expect(paid.claims).toBe(3);
    expect(await playersTotal([me])).toBe(paid.claimed);
    const lines = await t.db.query(
      `SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND e.cash_flow_type = $2`,
      [me.userId, cashFlowTypes.redPackRain],
    );
    expect(lines).toHaveLength(3);
    // Every grab was announced once, in its own transaction.
    const [announced] = await t.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM outbox WHERE target = 'activity' AND target_id = $1`,
      [id],
    );
    expect(announced?.n).toBe(3);
  });

  it("never passes the rain's budget nor the activity's when 50 players grab at once", async () => {
    // Rain budget 30 with packets up to 5: a grab is taken while 5 more fit, so 26-30 is paid.
    const draft = rainDraft(t.clock.now());
    const rainId = await runningActivity(t, owner, {
      ...draft,
      Config: { ...draft.Config, RainBudget: 30 },
    });
    const players = await Promise.all(Array.from({ length: 50 }, () => player(t)));
    const answers = await Promise.all(players.map((p) => claim(t, p.token, rainId)));
    for (const refusal of refusals(answers)) expect(refusal).toEqual([409, 9038]);
    const rain = await paidOf(rainId);
    expect(rain.paid).toBe(rain.claimed);
    expect(rain.paid <= 30_000n && rain.paid > 25_000n).toBe(true);
    expect(await playersTotal(players)).toBe(rain.paid);

    // The activity's own budget (20) is smaller than the rain's: it ends the activity.
    const budgetId = await runningActivity(t, owner, { ...draft, Budget: 20 });
    const grabs = await Promise.all(players.map((p) => claim(t, p.token, budgetId)));
    for (const refusal of refusals(grabs)) expect(refusal).toEqual([409, 9003]);
    const activity = await paidOf(budgetId);
    expect(activity.paid).toBe(activity.claimed);
    expect(activity.paid <= 20_000n && activity.paid > 15_000n).toBe(true);
    expect(activity.state).toBe('exhausted');
    await ledgerIsBalanced();
  });
});

describe.skipIf(!onPostgres)('the red-packet relay under concurrency (PostgreSQL)', () => {
  it('opens one packet out of 50 concurrent claims, and the budget holds for 50 players', async () => {
    const id = await runningActivity(t, owner, solitaireDraft(t.clock.now()));
    const me = await player(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, me.token, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refusal of refusals(answers))
      expect([
        [409, 9002],
        [409, 9039],
      ]).toContainEqual(refusal);
    expect(await paidOf(id)).toMatchObject({ claims: 1, claimed: 1000n, paid: 1000n });

    const small = await runningActivity(t, owner, { ...solitaireDraft(t.clock.now()), Budget: 10 });
    const players = await Promise.all(Array.from({ length: 50 }, () => player(t)));
    const opened = await Promise.all(players.map((p) => claim(t, p.token, small)));
    expect(opened.filter((a) => a.statusCode === 200)).toHaveLength(10);
    for (const refusal of refusals(opened)) expect(refusal).toEqual([409, 9003]);
    expect(await paidOf(small)).toMatchObject({
      claimed: 10_000n,
      paid: 10_000n,
      state: 'exhausted',
    });
    await ledgerIsBalanced();
  });
});

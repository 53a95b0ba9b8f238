import { cashFlowTypes } from '@lottery/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { auditLedger, balanceOf } from '../wallet/ledger.ts';
import { claim, player, rouletteDraft, runningActivity, signInDraft } from './activity-fixtures.ts';

/**
 * Concurrency needs several connections: PostgreSQL only (PGlite holds one). The app's pool has 5
 * connections (test-database.ts), so 50 requests in flight queue for them as a server's would.
 */
const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

const codeOf = (response: LightMyRequestResponse) => (response.json() as { Code?: number }).Code;

async function playerSum(activityId: number) {
  const [row] = await t.db.query<{ total: bigint | null; n: number }>(
    `SELECT sum(amount) AS total, count(*)::integer AS n FROM activity_claims WHERE activity_id = $1`,
    [activityId],
  );
  return { total: BigInt(row?.total ?? 0n), claims: row?.n ?? 0 };
}

describe.skipIf(!onPostgres)('activity claims under concurrency (PostgreSQL)', () => {
  it('pays one prize per player and period out of 50 concurrent claims', async () => {
    const id = await runningActivity(t, owner);
    const me = await player(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, me.token, id)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9002]);
    expect(await balanceOf(t.db, { userId: me.userId, kind: 'player' })).toBe(1000n);
    expect(await playerSum(id)).toEqual({ total: 1000n, claims: 1 });
    const lines = await t.db.query(
      `SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND e.cash_flow_type = $2`,
      [me.userId, cashFlowTypes.signInRedPack],
    );
    expect(lines).toHaveLength(1);
  });

  it('never passes the budget when 50 players claim at once, then is exhausted', async () => {
    // 10 prizes of 1 fit the budget exactly: 40 claims must be refused.
    const id = await runningActivity(t, owner, {
      ...signInDraft(t.clock.now()),
      Budget: 10,
      TurnoverPercent: 0,
    });
    const players = await Promise.all(Array.from({ length: 50 }, () => player(t)));
    const houseBefore = await balanceOf(t.db, 'house');
    const answers = await Promise.all(players.map((p) => claim(t, p.token, id)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(10);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9003]);
    const [activity] = await t.db.query<{ paid: bigint; budget: bigint; state: string }>(
      `SELECT paid, budget, state FROM activities WHERE id = $1`,
      [id],
    );
    expect(BigInt(activity?.paid ?? -1n)).toBe(10_000n);
    expect(activity?.state).toBe('exhausted');
    expect(await playerSum(id)).toEqual({ total: 10_000n, claims: 10 });
    let playersTotal = 0n;
    for (const p of players)
      playersTotal += await balanceOf(t.db, { userId: p.userId, kind: 'player' });
    expect(playersTotal).toBe(10_000n);
    expect(houseBefore - (await balanceOf(t.db, 'house'))).toBe(10_000n);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
    const late = await player(t);
    const refused = await claim(t, late.token, id);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 9003]);
  });

  it('stays within the budget when drawn prizes of different sizes race for it', async () => {
    // A spin is taken only while the budget left covers the wheel's largest prize (100), so
    // whatever is drawn fits; 50 spins of at least 1 each leave less than 100 of 150.
    const id = await runningActivity(t, owner, { ...rouletteDraft(t.clock.now()), Budget: 150 });
    const players = await Promise.all(Array.from({ length: 50 }, () => player(t)));
    const answers = await Promise.all(players.map((p) => claim(t, p.token, id)));
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9003]);
    const [activity] = await t.db.query<{ paid: bigint; state: string }>(
      `SELECT paid, state FROM activities WHERE id = $1`,
      [id],
    );
    const paid = BigInt(activity?.paid ?? -1n);
    expect(paid <= 150_000n).toBe(true);
    expect(150_000n - paid < 100_000n).toBe(true);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(activity?.state).toBe('exhausted');
    const claims = await playerSum(id);
    expect(claims.total).toBe(paid);
    expect(claims.claims).toBe(answers.filter((a) => a.statusCode === 200).length);
    let playersTotal = 0n;
    for (const p of players)
      playersTotal += await balanceOf(t.db, { userId: p.userId, kind: 'player' });
    expect(playersTotal).toBe(paid);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });
});

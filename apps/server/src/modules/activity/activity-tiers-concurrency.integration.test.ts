import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { player, runningActivity } from './activity-fixtures.ts';
import {
  claimStep,
  creditedDeposit,
  firstDepositDraft,
  kenoDraft,
  kenoGameId,
  newbieDraft,
  ticket,
} from './activity-tiers-fixtures.ts';

/**
 * newbieQuest, firstDepositByCategory and depositConsumeKeno2 under 50 concurrent claims:
 * PostgreSQL only (PGlite holds one connection).
 */
const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

const codeOf = (response: LightMyRequestResponse) => (response.json() as { Code?: number }).Code;

async function paidOf(activityId: number) {
  const [row] = await t.db.query<{ paid: bigint; state: string; total: bigint | null }>(
    `SELECT a.paid, a.state, (SELECT sum(amount) FROM activity_claims WHERE activity_id = a.id) AS total
       FROM activities a WHERE a.id = $1`,
    [activityId],
  );
  return { paid: BigInt(row?.paid ?? -1n), state: row?.state, total: BigInt(row?.total ?? 0n) };
}

type TSetUp = (userId: number) => Promise<void>;

/** A player who has done what the type asks (a bank card and a deposit, KENO bets). */
const setUps: Record<string, TSetUp> = {
  newbieQuest: async (userId) => {
    await t.db.query(
      `INSERT INTO payout_accounts (user_id, kind, provider, account_number, created_at)
       VALUES ($1, 1, 'ICBC', $2, $3)`,
      [userId, `62220200${userId}`, t.clock.now()],
    );
  },
  firstDepositByCategory: async (userId) => creditedDeposit(t, userId, 500),
  depositConsumeKeno2: async (userId) => {
    await creditedDeposit(t, userId, 100);
    await ticket(t, userId, 50, { gameId: kenoGameId });
  },
};

// Each type's first step pays: newbie's bank card 5, tier 1 3, and 10% of a bank deposit of 500:
// 50, the bank cap. A computed bonus stops the activity once the budget left is below the smallest
// category's cap (the least it must be able to pay a claim), so bonuses at the cap fill it exactly.
const cases = [
  { type: 'newbieQuest', draft: newbieDraft, step: 0, prize: 5_000n },
  { type: 'firstDepositByCategory', draft: firstDepositDraft, step: 0, prize: 50_000n },
  { type: 'depositConsumeKeno2', draft: kenoDraft, step: 0, prize: 3_000n },
] as const;

describe.skipIf(!onPostgres)('the tier and task types under concurrency (PostgreSQL)', () => {
  it.each(cases)('$type: one prize per player out of 50 concurrent claims', async (c) => {
    const id = await runningActivity(t, owner, { ...c.draft(t.clock.now()), TurnoverPercent: 0 });
    const me = await player(t);
    await setUps[c.type]?.(me.userId);
    const before = await balanceOf(t.db, { userId: me.userId, kind: 'player' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => claimStep(t, me.token, id, c.step)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9002]);
    expect((await balanceOf(t.db, { userId: me.userId, kind: 'player' })) - before).toBe(c.prize);
    expect(await paidOf(id)).toMatchObject({ paid: c.prize, total: c.prize });
  });

  it.each(cases)('$type: 50 players never pass a budget of 10 prizes', async (c) => {
    const id = await runningActivity(t, owner, {
      ...c.draft(t.clock.now()),
      Budget: Number(c.prize * 10n) / 1000,
      TurnoverPercent: 0,
    });
    const players = await Promise.all(Array.from({ length: 50 }, () => player(t)));
    for (const p of players) await setUps[c.type]?.(p.userId);
    const answers = await Promise.all(players.map((p) => claimStep(t, p.token, id, c.step)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9003]);
    expect(await paidOf(id)).toEqual({
      paid: c.prize * 10n,
      total: c.prize * 10n,
      state: 'exhausted',
    });
  });
});

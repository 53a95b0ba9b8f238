import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { claim } from '../activity/activity-fixtures.ts';
import { periodOf } from '../activity/activity-period.ts';
import { fundedPlayer } from '../bet/bet-test-fixtures.ts';
import { auditLedger } from '../wallet/ledger.ts';
import { runContestPayouts } from './contest-payout-job.ts';
import { bet, runningContest } from './contest-fixtures.ts';
import { payContestPeriod } from './pay-contest-period.ts';

/** Concurrency needs several connections: PostgreSQL only (PGlite holds one). */
const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

const dayMs = 86_400_000;

describe.skipIf(!onPostgres)('the contest under concurrency (PostgreSQL)', () => {
  it('counts every one of many concurrent bets once', async () => {
    const id = await runningContest(t, owner);
    const players = await Promise.all(
      Array.from({ length: 10 }, () => fundedPlayer(t, 10_000_000n)),
    );
    await Promise.all(
      players.flatMap((p, i) => Array.from({ length: 5 }, () => bet(t, p.token, i + 1))),
    );
    const totals = await t.db.query<{ user_id: number; turnover: bigint }>(
      `SELECT user_id, turnover FROM activity_contest_totals WHERE activity_id = $1 ORDER BY turnover`,
      [id],
    );
    // Each player: 5 bets of (i + 1) units at 2 yuan.
    expect(totals).toEqual(
      players.map((p, i) => ({ user_id: p.userId, turnover: BigInt(5 * (i + 1) * 2000) })),
    );
  });

  it('pays each place once and never passes the budget, however many runs race', async () => {
    const start = t.clock.now();
    const id = await runningContest(t, owner, { Budget: 160 });
    const players = await Promise.all(Array.from({ length: 5 }, () => fundedPlayer(t, 1_000_000n)));
    for (const [i, p] of players.entries()) await bet(t, p.token, 10 - i);
    // Players claim at once: nothing to claim, nothing paid.
    const [first] = players;
    if (!first) throw new Error('players');
    const claims = await Promise.all(Array.from({ length: 50 }, () => claim(t, first.token, id)));
    expect(new Set(claims.map((answer) => answer.json().Code))).toEqual(new Set([9028]));

    const period = periodOf({ periodKind: 'daily', startsAt: start, endsAt: start + dayMs }, start);
    t.clock.set(period.endsAt + 1000);
    const now = t.clock.now();
    const runs = await Promise.all([
      runContestPayouts(t.db, now),
      runContestPayouts(t.db, now),
      ...Array.from({ length: 48 }, () => payContestPeriod(t.db, { activityId: id, period, now })),
    ]);
    // At most one direct run took the period (the job runs may have); the others found it paid.
    expect(runs.slice(2).filter((places) => places !== null).length).toBeLessThanOrEqual(1);
    const payouts = await t.db.query(
      'SELECT 1 FROM activity_contest_payouts WHERE activity_id = $1',
      [id],
    );
    expect(payouts).toHaveLength(1);
    const winners = await t.db.query<{ rank: number; paid: boolean }>(
      `SELECT rank, claim_id IS NOT NULL AS paid FROM activity_contest_winners
        WHERE activity_id = $1 ORDER BY rank`,
      [id],
    );
    expect(winners).toEqual([
      { rank: 1, paid: true },
      { rank: 2, paid: true },
      { rank: 3, paid: false },
    ]);
    const paid = await t.db.query<{ user_id: number; amount: bigint }>(
      `SELECT user_id, amount FROM activity_claims WHERE activity_id = $1 ORDER BY amount DESC`,
      [id],
    );
    // Budget 160: 100 + 50 fit, 20 does not.
    expect(paid).toEqual([
      { user_id: players[0]?.userId, amount: 100_000n },
      { user_id: players[1]?.userId, amount: 50_000n },
    ]);
    const [activity] = await t.db.query<{ paid: bigint; state: string }>(
      'SELECT paid, state FROM activities WHERE id = $1',
      [id],
    );
    // 10 left is below the smallest prize: exhausted.
    expect(activity).toEqual({ paid: 150_000n, state: 'exhausted' });
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });
});

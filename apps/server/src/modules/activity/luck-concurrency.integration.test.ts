import { cashFlowTypes } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { refundClosedRounds } from '../activity-one-dollar/refund-rounds.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { claim, freshKey, player, runningActivity } from './activity-fixtures.ts';
import { buy, codeOf, interestDraft, linesOf, oneDollarDraft, slotDraft } from './luck-fixtures.ts';

/**
 * dailyInterest, lucky7Slot and oneDollar under 50 requests at once: PostgreSQL only (PGlite holds
 * one connection; the app's pool has 5, so requests queue for them as a server's would).
 */
const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const dayMs = 86_400_000;
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

async function activityRow(id: number) {
  const [row] = await t.db.query<{ paid: bigint; state: string }>(
    `SELECT paid, state FROM activities WHERE id = $1`,
    [id],
  );
  return { paid: BigInt(row?.paid ?? -1n), state: row?.state };
}

/** Players holding `units` since yesterday (the overnight balance of daily interest). */
async function overnightPlayers(count: number, units: number) {
  const noon = t.clock.now();
  const players = await Promise.all(Array.from({ length: count }, () => player(t)));
  t.clock.set(noon - dayMs);
  for (const p of players) await t.fund(p.userId, BigInt(units) * 1000n);
  t.clock.set(noon);
  return players;
}

describe.skipIf(!onPostgres)('daily interest, slot and one-dollar under concurrency', () => {
  it('pays one day of interest out of 50 concurrent claims of a player', async () => {
    const [me] = await overnightPlayers(1, 1000);
    const id = await runningActivity(t, owner, interestDraft(t.clock.now()));
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, me!.token, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9002]);
    expect(await linesOf(t, me!.userId, cashFlowTypes.dailyInterest)).toHaveLength(1);
  });

  it('never passes the interest budget when 50 players claim at once', async () => {
    // Each earns 5 (1,000 at 0.5%). A budget below the cap (20) pays nothing more, so 69 pays
    // 10 (69 - 50 = 19 < 20) and the activity is then exhausted.
    const players = await overnightPlayers(50, 1000);
    const id = await runningActivity(t, owner, { ...interestDraft(t.clock.now()), Budget: 69 });
    const answers = await Promise.all(players.map((p) => claim(t, p.token, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9003]);
    expect(await activityRow(id)).toEqual({ paid: 50_000n, state: 'exhausted' });
  });

  it('spins the slot once for one free spin out of 50 concurrent spins', async () => {
    const id = await runningActivity(t, owner, slotDraft(t.clock.now()));
    const me = await player(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, me.token, id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await linesOf(t, me.userId, cashFlowTypes.lucky7SlotPrize)).toHaveLength(1);
  });

  it('never passes the slot budget when 50 players spin at once', async () => {
    // A spin is taken only while the budget left covers the largest prize (77).
    const id = await runningActivity(t, owner, { ...slotDraft(t.clock.now()), Budget: 100 });
    const players = await Promise.all(Array.from({ length: 50 }, () => player(t)));
    const answers = await Promise.all(players.map((p) => claim(t, p.token, id)));
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9003]);
    const row = await activityRow(id);
    expect(row.paid <= 100_000n && 100_000n - row.paid < 77_000n).toBe(true);
    expect(row.state).toBe('exhausted');
    let playersTotal = 0n;
    for (const p of players)
      playersTotal += await balanceOf(t.db, { userId: p.userId, kind: 'player' });
    expect(playersTotal).toBe(row.paid);
  });

  it('sells two rounds to 50 concurrent buyers within the budget, shares without gaps', async () => {
    // Rounds of 20 shares, a budget for two prizes: 40 shares sold, 10 buyers refused.
    const id = await runningActivity(t, owner, {
      ...oneDollarDraft(t.clock.now(), { SharesPerRound: 20, Prize: 15 }),
      Budget: 30,
    });
    const players = await Promise.all(Array.from({ length: 50 }, () => player(t)));
    for (const p of players) await t.fund(p.userId, 1000n);
    const answers = await Promise.all(players.map((p) => buy(t, p.token, id, 1)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(40);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9024]);
    const shares = await t.db.query<{ round_no: number; first_share: number }>(
      `SELECT round_no, first_share FROM activity_one_dollar_purchases WHERE activity_id = $1
        ORDER BY round_no, first_share`,
      [id],
    );
    expect(shares.map((row) => `${row.round_no}:${row.first_share}`)).toEqual(
      [1, 2].flatMap((round) => Array.from({ length: 20 }, (_, share) => `${round}:${share}`)),
    );
    const [claims] = await t.db.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM activity_claims WHERE activity_id = $1`,
      [id],
    );
    expect(claims?.n).toBe(2);
    expect(await activityRow(id)).toEqual({ paid: 30_000n, state: 'exhausted' });
  });

  it('debits once for 50 concurrent retries of one purchase', async () => {
    const id = await runningActivity(t, owner, oneDollarDraft(t.clock.now()));
    const me = await player(t);
    await t.fund(me.userId, 10_000n);
    const key = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => buy(t, me.token, id, 2, key)),
    );
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await balanceOf(t.db, { userId: me.userId, kind: 'player' })).toBe(8000n);
  });

  it('refunds every purchase once when buyers race the stop and two refund runs', async () => {
    const id = await runningActivity(t, owner, {
      ...oneDollarDraft(t.clock.now(), { SharesPerRound: 100 }),
    });
    const players = await Promise.all(Array.from({ length: 30 }, () => player(t)));
    for (const p of players) await t.fund(p.userId, 2000n);
    const buys = players.map((p) => buy(t, p.token, id, 1));
    const stop = t.call('POST', '/api/Admin/Activities/Stop', {
      token: owner,
      body: { ActivityId: id, Reason: 'race test' },
    });
    const refunds = [
      refundClosedRounds(t.db, t.clock.now()),
      refundClosedRounds(t.db, t.clock.now()),
    ];
    const answers = await Promise.all(buys);
    expect((await stop).statusCode).toBe(200);
    await Promise.all(refunds);
    await refundClosedRounds(t.db, t.clock.now());
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect([answer.statusCode, codeOf(answer)]).toEqual([409, 9001]);
    for (const p of players)
      expect(await balanceOf(t.db, { userId: p.userId, kind: 'player' })).toBe(2000n);
    const [left] = await t.db.query<{ open: number; unrefunded: number }>(
      `SELECT (SELECT count(*)::integer FROM activity_one_dollar_rounds
                WHERE activity_id = $1 AND state = 'open') AS open,
              (SELECT count(*)::integer FROM activity_one_dollar_purchases
                WHERE activity_id = $1 AND refund_transaction_id IS NULL) AS unrefunded`,
      [id],
    );
    expect(left).toEqual({ open: 0, unrefunded: 0 });
  });
});

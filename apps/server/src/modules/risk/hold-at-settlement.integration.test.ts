import { betStates, cashFlowTypes } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { settleIssue } from '../bet/settle-issue.ts';
import { drawIssue, insertOpenTickets, openIssue, ticketsOf } from '../bet/ticket-fixtures.ts';
import { balanceOf } from '../wallet/ledger.ts';

const t = useTestApp();
const jsk3 = 9;
let nextIndex = 1;

async function player() {
  const { userId } = await t.createAccount();
  await t.fund(userId, 10_000_000n);
  return userId;
}

/** A K3 issue with two sum tickets of one player, drawn 1,1,2 (sum 4), settled. */
async function settledIssue(multipleBig: number) {
  const userId = await player();
  const ref = await openIssue(t.db, jsk3, Date.UTC(2026, 3, 1, 4) + nextIndex * 60_000, nextIndex);
  nextIndex += 1;
  const [small, big] = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
    { userId, betTypeId: 'k3.sum.sum', book: 'official', group: 1950, selection: { sums: [4] } },
    {
      userId,
      betTypeId: 'k3.sum.sum',
      book: 'official',
      group: 1950,
      multiple: multipleBig,
      selection: { sums: [4] },
    },
  ]);
  await drawIssue(t.db, ref, '112');
  const before = await balanceOf(t.db, { userId, kind: 'player' });
  const settled = await settleIssue(t.db, ref, { now: () => t.clock.now() });
  expect(settled).toMatchObject({ ok: true, value: { finished: true, winners: 2 } });
  return { userId, ref, small: small ?? 0n, big: big ?? 0n, before };
}

describe('win holds at settlement', () => {
  it('holds the prizes above the game threshold: state 4, a hold row, no wallet credit', async () => {
    // Sum 4 at group 1950: 2 × 1950 / (3/216) / 1000… about 130 yuan a unit; 10 units pass 1,000.
    await t.db.query('INSERT INTO risk_win_hold_thresholds (game_id, threshold) VALUES ($1, $2)', [
      jsk3,
      1_000_000n,
    ]);
    const { userId, ref, small, big, before } = await settledIssue(10);
    const tickets = new Map((await ticketsOf(t.db, ref)).map((row) => [BigInt(row.id), row]));
    const smallPrize = BigInt(tickets.get(small)?.prize ?? 0n);
    const bigPrize = BigInt(tickets.get(big)?.prize ?? 0n);
    expect(smallPrize).toBeGreaterThan(0n);
    expect(smallPrize).toBeLessThanOrEqual(1_000_000n);
    expect(bigPrize).toBe(smallPrize * 10n);
    expect(tickets.get(small)?.state).toBe(betStates.won);
    expect(tickets.get(big)?.state).toBe(betStates.underReview);
    // Only the small prize reached the wallet; the held one is in no ledger line.
    expect(await balanceOf(t.db, { userId, kind: 'player' })).toBe(before + smallPrize);
    const prizeLines = await t.db.query<{ memo: string }>(
      'SELECT memo FROM ledger_entries WHERE cash_flow_type = $1 AND memo = $2',
      [cashFlowTypes.prize, `B${String(big).padStart(10, '0')}`],
    );
    expect(prizeLines).toEqual([]);
    // Nor is the player told of a win yet: the notices wait for the release.
    const notices = await t.db.query<{ dedupe_key: string }>(
      'SELECT dedupe_key FROM outbox WHERE dedupe_key IN ($1, $2)',
      [`BetAwardNotify:${big}`, `BetAwardNotify:${small}`],
    );
    expect(notices.map((notice) => notice.dedupe_key)).toEqual([`BetAwardNotify:${small}`]);
    const holds = await t.db.query<{ ticket_id: string; prize: string; state: string }>(
      'SELECT ticket_id::text, prize::text, state FROM risk_win_holds WHERE user_id = $1',
      [userId],
    );
    expect(holds).toEqual([{ ticket_id: String(big), prize: String(bigPrize), state: 'held' }]);
    // Settling again (a rerun after a crash) holds nothing twice and pays nothing.
    await settleIssue(t.db, ref, { now: () => t.clock.now() });
    expect(await balanceOf(t.db, { userId, kind: 'player' })).toBe(before + smallPrize);
    const [count] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM risk_win_holds WHERE user_id = $1',
      [userId],
    );
    expect(count?.n).toBe(1);
    await t.db.query('DELETE FROM risk_win_hold_thresholds');
  });

  it('falls back to the site-wide threshold, and holds nothing without any', async () => {
    await t.db.query(
      'INSERT INTO risk_win_hold_thresholds (game_id, threshold) VALUES (NULL, $1)',
      [1_000_000n],
    );
    const site = await settledIssue(10);
    expect((await ticketsOf(t.db, site.ref)).map((row) => row.state)).toEqual([
      betStates.won,
      betStates.underReview,
    ]);
    await t.db.query('DELETE FROM risk_win_hold_thresholds');
    const none = await settledIssue(10);
    expect((await ticketsOf(t.db, none.ref)).map((row) => row.state)).toEqual([
      betStates.won,
      betStates.won,
    ]);
  });
});

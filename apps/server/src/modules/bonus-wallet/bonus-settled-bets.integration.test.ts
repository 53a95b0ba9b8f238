import { cashFlowTypes } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { settleIssue } from '../bet/settle-issue.ts';
import {
  drawIssue,
  insertOpenTickets,
  openIssue,
  type TTicketSpec,
} from '../bet/ticket-fixtures.ts';
import { auditLedger, balanceOf } from '../wallet/ledger.ts';
import { runBonusWalletJob } from './bonus-wallet-job.ts';
import { grantBonus } from './grant-bonus.ts';

/**
 * The bonus wallet against the real settlement: stakes held through the ledger, an issue drawn and
 * settled, then the job counts the settled tickets and releases the grant, the ledger sound
 * throughout (bet, prize and bonus lines together).
 */
const t = useTestApp();
const js11x5 = 8;

describe('bonus turnover from settled bets', () => {
  it('counts nothing while the issue is open, then releases once it is settled', async () => {
    const { userId } = await t.createAccount();
    await t.db.query('UPDATE users SET prize_group = 1950 WHERE id = $1', [userId]);
    await t.fund(userId, 1_000_000n);
    const now = t.clock.now();
    const granted = await t.db.transaction((tx) =>
      grantBonus(tx, {
        userId,
        amount: 1_000n,
        turnoverMultiple: 3,
        expiresAt: now + 86_400_000,
        source: 'activity',
        reference: `settled-bets:${userId}`,
        at: now,
      }),
    );
    if (!granted.ok) throw new Error(granted.error);
    const ref = await openIssue(t.db, js11x5, now + 120_000, 1);
    const spec: TTicketSpec = {
      userId,
      betTypeId: '11x5.front3.direct',
      book: 'official',
      group: 1950,
      selection: { rows: [[1], [3], [5]] },
    };
    await insertOpenTickets(t.db, { ...ref, at: now + 1 }, [spec, spec]);
    const [staked] = await t.db.query<{ total: bigint }>(
      `SELECT sum(amount) AS total FROM bet_tickets WHERE user_id = $1`,
      [userId],
    );
    expect(BigInt(staked?.total ?? 0n)).toBeGreaterThanOrEqual(3_000n);
    await runBonusWalletJob(t.db, t.clock.now());
    expect(await balanceOf(t.db, { userId, kind: 'bonus' })).toBe(1_000n);

    await drawIssue(t.db, ref, '01,03,05,07,09');
    await settleIssue(t.db, ref, { now: () => t.clock.now() });
    const mainBefore = await balanceOf(t.db, { userId, kind: 'player' });
    await Promise.all([
      runBonusWalletJob(t.db, t.clock.now()),
      runBonusWalletJob(t.db, t.clock.now()),
    ]);
    expect(await balanceOf(t.db, { userId, kind: 'bonus' })).toBe(0n);
    expect(await balanceOf(t.db, { userId, kind: 'player' })).toBe(mainBefore + 1_000n);
    const releases = await t.db.query(
      `SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND a.kind = 'player' AND e.cash_flow_type = $2`,
      [userId, cashFlowTypes.bonusRelease],
    );
    expect(releases).toHaveLength(1);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });
});

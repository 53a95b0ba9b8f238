import { withdrawStates } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { auditLedger, balanceOf } from '../wallet/ledger.ts';
import {
  defaultRules,
  requestWithdrawal,
  setRules,
  withdrawPlayer,
} from './withdraw-test-fixtures.ts';

/**
 * Concurrency on the real database (reliability: limits hold under races). With
 * TEST_DATABASE_URL the 50 requests run on a pool of connections at once; on PGlite they are
 * serialised by its single connection, which proves less.
 */
const t = useTestApp();

const wallet = (userId: number) => balanceOf(t.db, { userId, kind: 'player' });

async function fifty(player: Awaited<ReturnType<typeof withdrawPlayer>>, amount: number) {
  const answers = await Promise.all(
    Array.from({ length: 50 }, () => requestWithdrawal(t, player, amount)),
  );
  return answers.map((answer) => answer.json() as { Code?: number; Amount?: number });
}

// Each request checks the fund password (argon2) under the player's lock: 50 take a while.
describe('50 concurrent withdrawals of one player', { timeout: 120_000 }, () => {
  it('never exceed the balance (amount and fee)', async () => {
    await setRules(t, { ...defaultRules, fee_min: 10_000n });
    const player = await withdrawPlayer(t, 1_000_000n);
    const answers = await fifty(player, 100);
    const accepted = answers.filter((answer) => answer.Code === undefined);
    // 110 each out of 1000: nine fit.
    expect(accepted).toHaveLength(9);
    expect(answers.filter((answer) => answer.Code === 7465)).toHaveLength(41);
    expect(await wallet(player.userId)).toBe(10_000n);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });

  it('never exceed the daily amount nor the daily count', async () => {
    await setRules(t, { ...defaultRules, daily_max_amount: 700_000n });
    const byAmount = await withdrawPlayer(t, 10_000_000n);
    const amountAnswers = await fifty(byAmount, 100);
    expect(amountAnswers.filter((answer) => answer.Code === undefined)).toHaveLength(7);
    expect(amountAnswers.filter((answer) => answer.Code === 7457)).toHaveLength(43);

    await setRules(t, { ...defaultRules, daily_max_count: 3 });
    const byCount = await withdrawPlayer(t, 10_000_000n);
    const countAnswers = await fifty(byCount, 100);
    expect(countAnswers.filter((answer) => answer.Code === undefined)).toHaveLength(3);
    expect(countAnswers.filter((answer) => answer.Code === 7458)).toHaveLength(47);
    expect(await wallet(byCount.userId)).toBe(9_700_000n);
  });
});

describe('racing decisions', () => {
  it('an approval racing a rejection and a player cancel moves the money once', async () => {
    await setRules(t, defaultRules);
    const finance = await t.adminToken('finance');
    for (let round = 0; round < 5; round += 1) {
      const player = await withdrawPlayer(t, 1_000_000n);
      const created = (await requestWithdrawal(t, player, 400)).json() as { Id: number };
      const answers = await Promise.all([
        t.call('POST', '/api/Admin/Withdrawals/MarkPaid', {
          token: finance,
          body: { Id: created.Id },
        }),
        t.call('POST', '/api/Admin/Withdrawals/Reject', {
          token: finance,
          body: { Id: created.Id, Reason: 'race' },
        }),
        t.call('POST', '/api/WithdrawRecord/Cancel', {
          token: player.token,
          body: { Id: created.Id },
        }),
        t.call('POST', '/api/Admin/Withdrawals/Approve', {
          token: finance,
          body: { Id: created.Id },
        }),
      ]);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.json().Code === 7467)).toHaveLength(3);
      const [row] = await t.db.query<{ state: number }>(
        `SELECT state FROM withdrawals WHERE id = $1`,
        [created.Id],
      );
      const balance = await wallet(player.userId);
      const held = await balanceOf(t.db, { userId: player.userId, kind: 'pending_withdrawals' });
      if (row?.state === withdrawStates.confirm) expect([balance, held]).toEqual([600_000n, 0n]);
      else if (row?.state === withdrawStates.cancel)
        expect([balance, held]).toEqual([1_000_000n, 0n]);
      // Approved: in the sandbox's hands, still held.
      else expect([balance, held]).toEqual([600_000n, 400_000n]);
    }
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });
});

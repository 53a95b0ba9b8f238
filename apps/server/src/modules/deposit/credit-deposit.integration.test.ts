import { cashFlowTypes, depositStates } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { transactionResult } from '../../platform/transaction-result.ts';
import { insertBankChannel, insertWaitingOrder } from '../../test-support/deposit-fixtures.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { cancel, games, openIssue, place, star5 } from '../bet/bet-test-fixtures.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { readTurnoverStatus } from '../wallet/turnover.ts';
import { cancelDeposit, creditDeposit, flagDepositForReview } from './credit-deposit.ts';

const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const wallet = (userId: number) => balanceOf(t.db, { userId, kind: 'player' });

async function waitingOrder(amount = 1_000_000n, overrides: Record<string, unknown> = {}) {
  const { userId, loginId } = await t.createAccount();
  const channel = await insertBankChannel(t.db, t.clock.now(), overrides);
  const order = await insertWaitingOrder(t.db, { userId, channel, amount, now: t.clock.now() });
  return { userId, loginId, order };
}

const credit = (orderId: bigint, receivedAmount: bigint, by = 'admin:1') =>
  transactionResult(t.db, (tx) =>
    creditDeposit(tx, { orderId, receivedAmount, now: t.clock.now(), by }),
  );
const cancelOrder = (orderId: bigint) =>
  transactionResult(t.db, (tx) =>
    cancelDeposit(tx, {
      orderId,
      reason: 'no transfer arrived',
      now: t.clock.now(),
      by: 'admin:1',
    }),
  );

const outboxOf = (userId: number) =>
  t.db.query<{ event: string; payload: Record<string, unknown> }>(
    'SELECT event, payload FROM outbox WHERE target_id = $1 ORDER BY id',
    [userId],
  );

describe('creditDeposit', () => {
  it('credits the received amount and its bonus once, with the turnover and a wallet notice', async () => {
    const { userId, order } = await waitingOrder(1_000_000n, {
      charge_kind: 'bonus',
      charge_rate_bps: 100,
      charge_cap: 5_000n,
      turnover_percent: 200,
    });
    const first = await credit(order.id, 1_000_000n);
    expect(first).toMatchObject({
      ok: true,
      value: { amount: 1_000_000n, bonus: 5_000n, fee: 0n },
    });
    expect(await wallet(userId)).toBe(1_005_000n);
    expect(await credit(order.id, 1_000_000n)).toMatchObject({
      ok: false,
      error: 'DepositOrderDecided',
    });
    expect(await wallet(userId)).toBe(1_005_000n);
    const lines = await t.db.query<{ amount: bigint; cash_flow_type: number }>(
      `SELECT e.amount, e.cash_flow_type FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND a.kind = 'player' ORDER BY e.id`,
      [userId],
    );
    expect(lines).toEqual([
      { amount: 1_000_000n, cash_flow_type: cashFlowTypes.deposit },
      { amount: 5_000n, cash_flow_type: cashFlowTypes.depositBonus },
    ]);
    const [row] = await t.db.query(
      'SELECT state, received_amount, bonus FROM deposit_orders WHERE id = $1',
      [order.id],
    );
    expect(row).toEqual({
      state: depositStates.confirm,
      received_amount: 1_000_000n,
      bonus: 5_000n,
    });
    expect(await readTurnoverStatus(t.db, userId)).toEqual({
      required: 2_010_000n,
      achieved: 0n,
      remaining: 2_010_000n,
    });
    expect((await outboxOf(userId)).map((row) => row.event)).toEqual(['WalletChanged']);
  });

  it('takes a fee from the deposit, never more than the deposit', async () => {
    const { userId, order } = await waitingOrder(100_000n, {
      charge_kind: 'fee',
      charge_fixed: 2_000n,
      charge_rate_bps: 50,
    });
    const credited = await credit(order.id, 100_000n);
    expect(credited).toMatchObject({ ok: true, value: { fee: 2_500n, bonus: 0n } });
    expect(await wallet(userId)).toBe(97_500n);
  });

  it('cancels an open order once, notifies the player, and then refuses to credit it', async () => {
    const { userId, order } = await waitingOrder();
    expect((await cancelOrder(order.id)).ok).toBe(true);
    expect(await cancelOrder(order.id)).toMatchObject({ ok: false, error: 'DepositOrderDecided' });
    expect(await credit(order.id, 1_000_000n)).toMatchObject({
      ok: false,
      error: 'DepositOrderDecided',
    });
    expect(await wallet(userId)).toBe(0n);
    expect(await outboxOf(userId)).toEqual([
      {
        event: 'CancelDepositNotify',
        payload: {
          OrderNo: `D${String(order.id).padStart(10, '0')}`,
          Reason: 'no transfer arrived',
        },
      },
    ]);
  });

  it('credits a late payment on a cancelled order only when finance accepts it from review', async () => {
    const { userId, order } = await waitingOrder();
    await cancelOrder(order.id);
    const flagged = await transactionResult(t.db, (tx) =>
      flagDepositForReview(tx, {
        orderId: order.id,
        reason: 'paid after cancel',
        receivedAmount: 990_000n,
        now: t.clock.now(),
      }),
    );
    expect(flagged.ok).toBe(true);
    expect(await wallet(userId)).toBe(0n);
    expect((await credit(order.id, 990_000n)).ok).toBe(true);
    expect(await wallet(userId)).toBe(990_000n);
    expect(await credit(order.id, 990_000n)).toMatchObject({
      ok: false,
      error: 'DepositOrderDecided',
    });
  });

  it('counts bets placed since the requirement towards the turnover, cancelled ones not', async () => {
    const { userId, loginId, order } = await waitingOrder(10_000n, { min_amount: 1_000n });
    await credit(order.id, 10_000n);
    const token = await t.login(loginId);
    const issue = await openIssue(t, games.jsssc, { sealsInMs: 30_000 });
    const bet = (units: number[][]) =>
      place(t, token, { GameId: games.jsssc, IssueSerialNumber: issue, Tickets: [star5(units)] });
    const kept = await bet([[1, 2], [3], [4], [5], [6]]);
    const cancelled = await bet([[1], [3], [4], [5], [6]]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await cancel(t, token, cancelled.json().Tickets[0].TicketId)).statusCode).toBe(200);
    expect(await readTurnoverStatus(t.db, userId)).toEqual({
      required: 10_000n,
      achieved: 4_000n,
      remaining: 6_000n,
    });
  });

  it.skipIf(!onPostgres)('credits one of two concurrent credits of one order', async () => {
    const { userId, order } = await waitingOrder();
    const results = await Promise.all([credit(order.id, 1_000_000n), credit(order.id, 1_000_000n)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, error: 'DepositOrderDecided' },
    ]);
    expect(await wallet(userId)).toBe(1_000_000n);
  });

  it.skipIf(!onPostgres)('moves money once when confirms race cancels', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { userId, order } = await waitingOrder();
      const results = await Promise.all([
        credit(order.id, 1_000_000n),
        cancelOrder(order.id),
        credit(order.id, 1_000_000n),
        cancelOrder(order.id),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const [row] = await t.db.query<{ state: number }>(
        'SELECT state FROM deposit_orders WHERE id = $1',
        [order.id],
      );
      expect(await wallet(userId)).toBe(row?.state === depositStates.confirm ? 1_000_000n : 0n);
    }
  });
});

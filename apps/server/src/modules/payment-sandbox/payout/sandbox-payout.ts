import type { TPayoutNotification } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import type { TPayoutAdapter, TPayoutOrder, TPayoutStatus } from '../../withdraw/payout-adapter.ts';
import { payoutSignatureValid, signPayoutNotification } from '../../withdraw/payout-signature.ts';

/**
 * The sandbox payout provider, served by the product when PAYMENT_SANDBOX is on: it keeps its
 * own book (sandbox_payouts), settles each payout after a delay and notifies with a signed
 * notification, as a real provider does, failures included. The amount's last three decimals
 * (thousandths) choose the behaviour, so a tester can ask for each:
 *   .444 refused at submission (the provider turns the account down);
 *   .333 taken, but the answer is lost: submit answers "unavailable", a resubmission finds it;
 *   .555 taken, then fails (the bank bounces it): the hold returns;
 *   .222 taken and paid, but never notified: known only by asking (the payout job's query);
 *   anything else: taken, paid after the delay, notified twice (duplicate notification).
 */
export interface TSandboxPayoutOptions {
  db: TDatabase;
  clock: TClock;
  secret: string;
  /** How long a payout stays processing (a late answer); default 2 s. */
  settleDelayMs?: number;
}

export interface TSandboxPayout extends TPayoutAdapter {
  /**
   * Settles the payouts whose time has come and sends each notification (twice) to `notify`, the
   * product's notification handler, as the provider's HTTP call would. Answers how many settled.
   */
  settleDue(notify: (notification: TPayoutNotification) => Promise<unknown>): Promise<number>;
}

const behaviour = (amount: bigint) => Number(amount % 1000n);

export function createSandboxPayout(options: TSandboxPayoutOptions): TSandboxPayout {
  const { db, clock, secret } = options;
  const delay = options.settleDelayMs ?? 2_000;

  async function book(order: TPayoutOrder) {
    const kind = behaviour(order.amount);
    const now = clock.now();
    await db.query(
      `INSERT INTO sandbox_payouts (ref, order_no, amount, state, outcome, settle_at, silent, created_at)
       VALUES ($1, $2, $3, 'processing', $4, $5, $6, $7) ON CONFLICT (order_no) DO NOTHING`,
      [
        `SBP-${order.orderNo}`,
        order.orderNo,
        order.amount,
        kind === 555 ? 'failed' : 'paid',
        now + delay,
        kind === 222,
        now,
      ],
    );
  }

  async function find(orderNo: string) {
    const [row] = await db.query<{ ref: string; state: string; amount: bigint }>(
      `SELECT ref, state, amount FROM sandbox_payouts WHERE order_no = $1`,
      [orderNo],
    );
    return row ?? null;
  }

  const sign = (row: { ref: string; order_no: string; amount: bigint; state: string }) => {
    const fields = {
      Ref: row.ref,
      OrderNo: row.order_no,
      Amount: String(row.amount),
      State: row.state as 'paid' | 'failed',
    };
    return { ...fields, Signature: signPayoutNotification(secret, fields) };
  };

  return {
    name: 'sandbox',
    async submit(order) {
      if (behaviour(order.amount) === 444)
        return { kind: 'rejected', reason: 'sandbox provider: the account was turned down' };
      const existing = await find(order.orderNo);
      await book(order);
      if (!existing && behaviour(order.amount) === 333) return { kind: 'unavailable' };
      return { kind: 'accepted', ref: `SBP-${order.orderNo}` };
    },
    async query(orderNo): Promise<TPayoutStatus> {
      const row = await find(orderNo);
      if (!row) return { kind: 'unknown' };
      if (row.state === 'paid') return { kind: 'paid', ref: row.ref, amount: BigInt(row.amount) };
      if (row.state === 'failed')
        return { kind: 'failed', ref: row.ref, reason: 'sandbox provider: the bank bounced it' };
      return { kind: 'processing', ref: row.ref };
    },
    verifyNotification: (notification) => payoutSignatureValid(secret, notification),
    async statement(fromMs, toMs) {
      const rows = await db.query<{
        ref: string;
        order_no: string;
        amount: bigint;
        created_at: bigint;
        state: 'processing' | 'paid' | 'failed';
      }>(
        `SELECT ref, order_no, amount, created_at, state FROM sandbox_payouts
          WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at`,
        [fromMs, toMs],
      );
      return rows.map((row) => ({
        ref: row.ref,
        orderNo: row.order_no,
        amount: BigInt(row.amount),
        at: Number(row.created_at),
        state: row.state,
      }));
    },
    async settleDue(notify) {
      const settled = await db.query<{
        ref: string;
        order_no: string;
        amount: bigint;
        state: string;
        silent: boolean;
      }>(
        `UPDATE sandbox_payouts SET state = outcome
          WHERE state = 'processing' AND settle_at <= $1
          RETURNING ref, order_no, amount, state, silent`,
        [clock.now()],
      );
      for (const row of settled) {
        if (row.silent) continue;
        await notify(sign(row));
        await notify(sign(row));
      }
      return settled.length;
    },
  };
}

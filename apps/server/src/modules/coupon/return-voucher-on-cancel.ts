import { cashFlowTypes } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { post } from '../wallet/ledger.ts';

/**
 * Called by cancelTicket in its transaction, after the stake is refunded: a bet voucher that paid
 * part of the cancelled ticket's cart comes back, so a cancel never turns a voucher into cash.
 * The player gives back the voucher's outstanding part, at most what this cancel refunded (so
 * the wallet, just credited with it, cannot go below zero), to the house (cash-flow 703); once
 * the whole voucher is back the coupon is unused again (expired, if its time has passed). The
 * cancel happens once (its guarded UPDATE), and the coupon row lock orders two cancels of one
 * cart. Answers what was taken back (0: the ticket had no voucher).
 */
export async function returnVoucherOnCancel(
  tx: TQueryable,
  cancel: { userId: number; ticketId: number; refunded: bigint; now: number },
): Promise<bigint> {
  const { userId, ticketId, refunded, now } = cancel;
  const [row] = await tx.query<{
    id: string;
    amount_paid: bigint | string;
    amount_returned: bigint | string;
    expires_at: bigint | string;
  }>(
    `SELECT id::text, amount_paid, amount_returned, expires_at FROM coupons
      WHERE user_id = $1 AND state = 'used' AND ticket_ids @> ARRAY[$2::bigint]
      FOR UPDATE`,
    [userId, ticketId],
  );
  if (!row) return 0n;
  const paid = BigInt(row.amount_paid);
  const returned = BigInt(row.amount_returned);
  const outstanding = paid - returned;
  const back = outstanding < refunded ? outstanding : refunded;
  if (back <= 0n) return 0n;
  const posted = await post(tx, {
    kind: 'coupon_voucher_return',
    reference: `coupon:${row.id}:ticket:${ticketId}`,
    at: now,
    postings: [
      {
        account: { userId, kind: 'player' },
        amount: -back,
        cashFlowType: cashFlowTypes.couponVoucherReturn,
        memo: `coupon:${row.id}`,
      },
      { account: 'house', amount: back },
    ],
  });
  // The refund just credited at least `back`: a refusal is a broken ledger.
  if (!posted.ok) throw new Error(`coupon ${row.id}: the voucher could not come back`);
  if (returned + back < paid) {
    await tx.query(`UPDATE coupons SET amount_returned = amount_returned + $2 WHERE id = $1`, [
      row.id,
      back,
    ]);
    return back;
  }
  await tx.query(
    `UPDATE coupons
        SET state = CASE WHEN expires_at <= $2 THEN 'expired' ELSE 'unused' END, used_at = NULL,
            amount_paid = NULL, used_on = NULL, ledger_transaction_id = NULL, ticket_ids = NULL,
            amount_returned = 0
      WHERE id = $1`,
    [row.id, now],
  );
  return back;
}

import type { TSandboxGatewayDeps } from './sandbox-merchant-api.ts';
import { readSandboxMerchant, orderColumns, type TSandboxOrder } from './sandbox-books.ts';
import { isSandboxFault, planNotices, wrongAmountExtra } from './sandbox-faults.ts';

/**
 * The player's choice on the payment page: the order closes once (paid or abandoned) and the
 * callbacks it owes are queued for the notifier, in the same transaction.
 */
export async function closeSandboxOrder(
  deps: TSandboxGatewayDeps,
  gatewayOrderId: string,
  choice: { action: string; faults: readonly string[] },
): Promise<TSandboxOrder | null> {
  const now = deps.clock.now();
  const faults = choice.faults.filter(isSandboxFault);
  const outcome = choice.action === 'pay' ? 'paid' : 'failed';
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.query<TSandboxOrder>(
      `UPDATE sandbox_gateway_orders
          SET status = $2, faults = $3, updated_at = $4,
              paid_amount = CASE WHEN $2 = 'paid' THEN amount + $5 ELSE NULL END
        WHERE gateway_order_id = $1 AND status = 'pending'
        RETURNING ${orderColumns}`,
      [
        gatewayOrderId,
        outcome,
        faults,
        now,
        faults.includes('wrongAmount') ? wrongAmountExtra : 0n,
      ],
    );
    if (!order) return null;
    const merchant = await readSandboxMerchant(tx, order.merchantId);
    const notices = planNotices({
      outcome,
      amount: order.paidAmount ?? order.amount,
      faults,
      now,
      lateDelayMs: merchant?.lateDelayMs ?? 0,
    });
    for (const notice of notices) {
      await tx.query(
        `INSERT INTO sandbox_gateway_notices (gateway_order_id, status, amount, forged, due_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [gatewayOrderId, notice.status, notice.amount, notice.forged, notice.dueAt],
      );
    }
    return order;
  });
}

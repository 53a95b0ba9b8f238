import type { TDatabase } from '../../../db/database.ts';
import { cancelDeposit, creditDeposit, flagDepositForReview } from '../credit-deposit.ts';
import { lockOrder } from '../deposit-order-row.ts';
import { decideCallback } from './decide-callback.ts';
import type { TGatewayOrderState } from './gateway-adapter.ts';

export type TReportOutcome = 'credited' | 'review' | 'ignored' | 'unknownOrder' | 'alreadyDone';

const reviewReasons = {
  late: 'Paid at the gateway after the order expired or was cancelled',
  amount: 'The gateway reports another amount than the order',
};

/** "D0000000042" → 42n; null for any other text. */
const orderIdOf = (orderNo: string) =>
  /^D\d{1,18}$/.test(orderNo) ? BigInt(orderNo.slice(1)) : null;

/**
 * A gateway's verified word on an order (a callback, or a query answer when the callback never
 * came), applied once: the first (gateway, gateway order, status) is recorded and acted on in one
 * transaction; a repeat only counts and changes nothing (answered `null`). The insert's unique key
 * makes ten racing duplicates one; creditDeposit's state guard would stop a second credit anyway.
 */
export async function applyGatewayReport(
  db: TDatabase,
  gatewayCode: string,
  report: TGatewayOrderState & { sentAt: number },
  via: 'callback' | 'query',
  now: number,
): Promise<TReportOutcome | null> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx.query<{ id: bigint; inserted: boolean }>(
      `INSERT INTO gateway_callbacks (gateway_code, gateway_order_id, order_no, status, amount,
         sent_at, received_at, last_received_at, outcome, via)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, 'ignored', $8)
       ON CONFLICT (gateway_code, gateway_order_id, status) DO UPDATE
         SET repeats = gateway_callbacks.repeats + 1, last_received_at = EXCLUDED.last_received_at
       RETURNING id, (xmax = 0) AS inserted`,
      [
        gatewayCode,
        report.gatewayOrderId,
        report.orderNo,
        report.status,
        report.amount,
        report.sentAt,
        now,
        via,
      ],
    );
    if (!recorded?.inserted) return null;
    const outcome = await act(tx);
    await tx.query('UPDATE gateway_callbacks SET outcome = $2 WHERE id = $1', [
      recorded.id,
      outcome,
    ]);
    return outcome;

    async function act(
      tx: Parameters<Parameters<TDatabase['transaction']>[0]>[0],
    ): Promise<TReportOutcome> {
      const orderId = orderIdOf(report.orderNo);
      const [owned] = orderId
        ? await tx.query(
            `SELECT 1 FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id
              WHERE o.id = $1 AND c.settings->>'gateway' = $2`,
            [orderId, gatewayCode],
          )
        : [];
      const order = owned && orderId ? await lockOrder(tx, orderId) : null;
      if (!order) return 'unknownOrder';
      const decision = decideCallback(order, report, now);
      const externalRef = report.gatewayOrderId;
      switch (decision.act) {
        case 'credit': {
          const credited = await creditDeposit(tx, {
            orderId: order.id,
            receivedAmount: report.amount,
            externalRef,
            now,
            by: 'gateway',
          });
          return credited.ok ? 'credited' : 'alreadyDone';
        }
        case 'review':
          await flagDepositForReview(tx, {
            orderId: order.id,
            reason: reviewReasons[decision.reason],
            receivedAmount: report.amount,
            externalRef,
            now,
          });
          return 'review';
        case 'cancel':
          await cancelDeposit(tx, {
            orderId: order.id,
            reason: 'The payment was not completed at the gateway',
            now,
            by: 'gateway',
          });
          return 'ignored';
        case 'ignore':
          return 'ignored';
        case 'alreadyDone':
          return 'alreadyDone';
      }
    }
  });
}

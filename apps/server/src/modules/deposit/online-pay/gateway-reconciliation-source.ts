import { cashFlowTypes, depositStates } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import type {
  TReconciledState,
  TReconciliationSource,
} from '../../reconciliation/reconciliation-source.ts';
import type { TGatewayStatus } from './gateway-adapter.ts';
import { adapterOf, listEnabledGateways } from './payment-gateways.ts';

const theirState: Record<TGatewayStatus, TReconciledState> = {
  paid: 'settled',
  pending: 'pending',
  failed: 'failed',
};

/**
 * Each enabled gateway as a reconciliation source: its statement of the orders opened in the
 * window against our orders on its channels opened in the same window, each with what the
 * ledger credited for it (the deposit line; fee and bonus are ours, not the gateway's). Orders
 * the gateway never heard of (its create failed, the order was cancelled at once) are left out.
 */
export async function gatewaySources(deps: {
  db: TQueryable;
  clock: TClock;
}): Promise<TReconciliationSource[]> {
  return (await listEnabledGateways(deps.db)).map((gateway) => ({
    name: `gateway:${gateway.code}`,
    kind: 'gateway' as const,
    async listRecords(fromMs, toMs) {
      const statement = await adapterOf(gateway, () => deps.clock.now()).listOrders(fromMs, toMs);
      if (!statement.ok) throw new Error(`gateway ${gateway.code}: ${statement.error}`);
      return statement.value.map((order) => ({
        ExternalRef: order.gatewayOrderId,
        OrderNo: order.orderNo,
        Amount: order.amount,
        At: order.at,
        State: theirState[order.status],
      }));
    },
    async listOurRecords(db, fromMs, toMs) {
      const rows = await db.query<{
        ref: string;
        orderNo: string;
        amount: bigint;
        credited: bigint | null;
        state: number;
        at: number;
      }>(
        `SELECT coalesce(o.external_ref, 'D' || lpad(o.id::text, 10, '0')) AS ref,
                'D' || lpad(o.id::text, 10, '0') AS "orderNo", o.amount,
                (SELECT sum(e.amount) FROM ledger_entries e
                  WHERE e.transaction_id = o.ledger_transaction_id AND e.cash_flow_type = $4
                ) AS credited,
                o.state, o.created_at::float8 AS at
           FROM deposit_orders o JOIN deposit_channels c ON c.id = o.channel_id
          WHERE c.settings->>'gateway' = $1 AND o.created_at >= $2 AND o.created_at < $3
            AND NOT (o.state = $5 AND o.external_ref IS NULL)
          ORDER BY o.id`,
        [gateway.code, fromMs, toMs, cashFlowTypes.deposit, depositStates.cancel],
      );
      return rows.map((row) => ({
        ExternalRef: row.ref,
        OrderNo: row.orderNo,
        Amount: row.credited === null ? BigInt(row.amount) : BigInt(row.credited),
        At: row.at,
        State:
          row.state === depositStates.confirm
            ? 'settled'
            : row.state === depositStates.cancel
              ? 'failed'
              : 'pending',
      }));
    },
  }));
}

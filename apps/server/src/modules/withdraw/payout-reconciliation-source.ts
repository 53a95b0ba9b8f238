import { withdrawStates } from '@lottery/contracts';
import type {
  TReconciledState,
  TReconciliationSource,
} from '../reconciliation/reconciliation-source.ts';
import type { TPayoutAdapter } from './payout-adapter.ts';

const providerStates: Record<'processing' | 'paid' | 'failed', TReconciledState> = {
  processing: 'pending',
  paid: 'settled',
  failed: 'failed',
};

/**
 * The payout provider beside our withdrawals (kind 'payout'): its statement against the
 * withdrawals handed to it in the window, a withdrawal counting as settled only when its hold
 * went to the house in the ledger (the withdraw_paid transaction), failed when the hold came
 * back after the provider's failure, pending otherwise.
 */
export function payoutReconciliationSource(payout: TPayoutAdapter): TReconciliationSource {
  return {
    name: `payout:${payout.name}`,
    kind: 'payout',
    async listRecords(fromMs, toMs) {
      return (await payout.statement(fromMs, toMs)).map((line) => ({
        ExternalRef: line.ref,
        OrderNo: line.orderNo,
        Amount: line.amount,
        At: line.at,
        State: providerStates[line.state],
      }));
    },
    async listOurRecords(db, fromMs, toMs) {
      const rows = await db.query<{
        payout_ref: string;
        order_no: string;
        amount: bigint;
        created_at: bigint;
        state: number;
        paid: boolean;
      }>(
        `SELECT w.payout_ref, w.order_no, w.amount, w.created_at, w.state,
                EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.kind = 'withdraw_paid'
                          AND t.reference = 'withdrawal:' || w.id) AS paid
           FROM withdrawals w
          WHERE w.payout_ref IS NOT NULL AND w.created_at >= $1 AND w.created_at < $2
          ORDER BY w.created_at`,
        [fromMs, toMs],
      );
      return rows.map((row) => ({
        ExternalRef: row.payout_ref,
        OrderNo: row.order_no,
        Amount: BigInt(row.amount),
        At: Number(row.created_at),
        State: row.paid
          ? 'settled'
          : row.state === withdrawStates.thirdPartyFailed
            ? 'failed'
            : 'pending',
      }));
    },
  };
}

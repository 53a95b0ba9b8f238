import { withdrawStates } from '@lottery/contracts';
import { periodicJob, type TPeriodicJob } from '../../jobs/periodic-job.ts';
import type { TSandboxPayout } from '../payment-sandbox/payout/sandbox-payout.ts';
import {
  applyPayoutStatus,
  receivePayoutNotification,
  submitPayout,
  type TPayoutDeps,
} from './payout-flow.ts';
import { withdrawalColumns, withdrawalJoins, type TWithdrawalRow } from './withdrawal-rows.ts';

export interface TPayoutJobDeps extends TPayoutDeps {
  /** The sandbox provider, whose settlements and notifications the job drives. */
  sandbox: TSandboxPayout | null;
  logger: { error(object: unknown, message: string): void };
  /** How long a payout may go without news before it is asked about again; default 30 s. */
  recheckMs?: number;
}

const batch = 50;

/**
 * Payouts still in flight, chased to a final state: a hand-over whose answer was lost is
 * submitted again (the provider dedupes by order number), a payout without a notification is
 * queried. Every effect goes through payout-flow's state-guarded transitions: exactly once,
 * however often a tick, a notification and a query meet.
 */
export function createPayoutJob(deps: TPayoutJobDeps): TPeriodicJob<number> {
  const recheckMs = deps.recheckMs ?? 30_000;
  const stale = async (state: number) =>
    deps.db.query<TWithdrawalRow>(
      `SELECT ${withdrawalColumns} FROM ${withdrawalJoins}
        WHERE w.state = $1 AND NOT w.settled
          AND coalesce(w.payout_checked_at, 0) <= $2 ORDER BY w.id LIMIT ${batch}`,
      [state, deps.clock.now() - recheckMs],
    );
  return periodicJob(
    async () => {
      let touched = 0;
      for (const row of deps.payout ? await stale(withdrawStates.thirdPartyCreateOrder) : []) {
        await submitPayout(deps, row);
        touched += 1;
      }
      if (deps.sandbox)
        touched += await deps.sandbox.settleDue((notification) =>
          receivePayoutNotification(deps, notification),
        );
      if (!deps.payout) return touched;
      for (const state of [withdrawStates.thirdPartyHandle, withdrawStates.unknown])
        for (const row of await stale(state)) {
          await applyPayoutStatus(deps, row.order_no, await deps.payout.query(row.order_no));
          touched += 1;
        }
      return touched;
    },
    (error) => deps.logger.error({ err: error }, 'payout job tick failed'),
  );
}

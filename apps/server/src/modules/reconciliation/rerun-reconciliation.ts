import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { dayMs, siteMidnight } from '../../platform/site-date-range.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { listDifferences, type TDifferenceView, type TRunView } from './list-reconciliation.ts';
import type { TReconciliationSource } from './reconciliation-source.ts';
import { reconcileDay } from './run-reconciliation.ts';

/**
 * Finance's "run again for this day": the source's records are read anew and replace the stored
 * run, audited in the storing transaction. Only an ended site day: today's records still change.
 */
export async function rerunReconciliation(
  deps: { db: TDatabase; clock: TClock; sources: () => Promise<readonly TReconciliationSource[]> },
  actor: TAdminSession,
  input: { Day: string; Source: string },
): Promise<TResult<{ Run: TRunView; Differences: TDifferenceView[] }>> {
  const midnight = siteMidnight(input.Day);
  if (midnight === null || midnight + dayMs > deps.clock.now())
    return fail('ReconciliationDayInvalid');
  const source = (await deps.sources()).find((s) => s.name === input.Source);
  if (!source) return fail('ReconciliationSourceNotFound');
  const outcome = await reconcileDay(
    { db: deps.db, now: () => deps.clock.now() },
    source,
    input.Day,
    {
      replace: true,
      requestedBy: actor.adminId,
      onStored: (tx, stored) =>
        writeAdminAudit(tx, actor, {
          action: 'reconciliation.run.rerun',
          targetType: 'reconciliation_run',
          targetId: `${input.Day}:${input.Source}`,
          after: { state: stored.state, differences: stored.differenceCount },
        }),
    },
  );
  if (outcome.state === 'failed') return fail('ReconciliationSourceFailed');
  return listDifferences(deps.db, Number(outcome.runId));
}

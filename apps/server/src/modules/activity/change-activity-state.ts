import type { TDatabase } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { readActivity, stateAt, type TActivity } from './activity-rows.ts';

/**
 * Scheduling fixes a draft (it runs from its start by the clock); stopping ends a scheduled or
 * running activity early, for good: prizes already paid stay paid. Both audited in their
 * transaction, under the activity's row lock so a claim in flight finishes first or finds it
 * stopped (its budget update checks the state).
 */
export async function changeActivityState(
  deps: { db: TDatabase; clock: { now(): number } },
  actor: TAdminSession,
  change:
    { activityId: number; to: 'scheduled' } | { activityId: number; to: 'stopped'; reason: string },
): Promise<TResult<TActivity>> {
  const now = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    await tx.query(`SELECT id FROM activities WHERE id = $1 FOR UPDATE`, [change.activityId]);
    const before = await readActivity(tx, change.activityId);
    if (!before) return fail('ActivityNotFound');
    const state = stateAt(before, now);
    if (change.to === 'scheduled') {
      if (state !== 'draft') return fail('ActivityNotDraft');
      if (before.endsAt <= now) return fail('ActivityPeriodInvalid');
    } else if (state !== 'scheduled' && state !== 'running') return fail('ActivityNotStoppable');
    await tx.query(`UPDATE activities SET state = $2, updated_at = $3 WHERE id = $1`, [
      before.id,
      change.to,
      now,
    ]);
    const after = await readActivity(tx, before.id);
    if (!after) throw new Error(`activity ${before.id} vanished`);
    await writeAdminAudit(tx, actor, {
      action:
        change.to === 'scheduled' ? 'activities.activity.schedule' : 'activities.activity.stop',
      targetType: 'activity',
      targetId: before.id,
      before: { state },
      after: { state: change.to, ...(change.to === 'stopped' ? { reason: change.reason } : {}) },
    });
    return succeed(after);
  });
}

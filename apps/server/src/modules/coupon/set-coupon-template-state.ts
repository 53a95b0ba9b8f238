import type { TAdminCouponTemplate, TCouponTemplateState } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { readAdminTemplate } from './admin-coupon-views.ts';
import { lockTemplate } from './coupon-rows.ts';

/** POST /api/Admin/CouponTemplates/SetState: stop a template (no more claims or issues) or resume it. */
export async function setCouponTemplateState(
  deps: { db: TDatabase; now: number },
  admin: TAdminSession,
  input: { Id: number; State: TCouponTemplateState; Reason: string },
): Promise<TResult<TAdminCouponTemplate>> {
  return deps.db.transaction(async (tx) => {
    const current = await lockTemplate(tx, input.Id);
    if (!current) return fail('CouponTemplateNotFound');
    await tx.query(`UPDATE coupon_templates SET state = $2, updated_at = $3 WHERE id = $1`, [
      input.Id,
      input.State,
      deps.now,
    ]);
    await writeAdminAudit(tx, admin, {
      action: `activities.couponTemplate.${input.State === 'stopped' ? 'stop' : 'resume'}`,
      targetType: 'coupon_template',
      targetId: input.Id,
      before: { state: current.state },
      after: { state: input.State, reason: input.Reason },
    });
    return succeed(await readAdminTemplate(tx, input.Id));
  });
}

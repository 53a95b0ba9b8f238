import type { TDatabase } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { findPlayerIdByLoginId } from '../auth/find-user.ts';
import { lockTemplate } from './coupon-rows.ts';
import { issueCoupon } from './issue-coupon.ts';

/**
 * POST /api/Admin/Coupons/Issue: one coupon of a template to each player named, all or none, in
 * one transaction with its audit row. The template's quantity and per-player limit hold as for
 * claims (issue-coupon.ts); a stopped template issues nothing; a template not offered for claims
 * can be issued (that is what it is for).
 */
export async function adminIssueCoupons(
  deps: { db: TDatabase; now: number },
  admin: TAdminSession,
  input: { TemplateId: number; LoginIds: string[]; Reason: string },
): Promise<TResult<{ CouponIds: number[] }>> {
  const loginIds = [...new Set(input.LoginIds.map((id) => id.trim()))];
  return deps.db.transaction(async (tx) => {
    const userIds: number[] = [];
    const missing: string[] = [];
    for (const loginId of loginIds) {
      const userId = await findPlayerIdByLoginId(tx, loginId);
      if (userId === null) missing.push(loginId);
      else userIds.push(userId);
    }
    if (missing.length > 0) return fail('CouponPlayersNotFound', { loginIds: missing.join(', ') });
    const template = await lockTemplate(tx, input.TemplateId);
    if (!template) return fail('CouponTemplateNotFound');
    if (template.state !== 'active') return fail('CouponNotClaimable');
    const couponIds: number[] = [];
    for (const userId of userIds) {
      const issued = await issueCoupon(tx, template, {
        userId,
        source: 'admin',
        adminId: admin.adminId,
        now: deps.now,
      });
      if (!issued.ok) return issued;
      couponIds.push(Number(issued.value.couponId));
    }
    await writeAdminAudit(tx, admin, {
      action: 'activities.coupon.issue',
      targetType: 'coupon_template',
      targetId: template.id,
      after: { loginIds, couponIds, reason: input.Reason },
    });
    return succeed({ CouponIds: couponIds });
  });
}

import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TCouponTemplate } from './coupon-rows.ts';

const dayMs = 86_400_000;

export interface TIssue {
  userId: number;
  source: 'claim' | 'admin';
  adminId?: number;
  now: number;
}

/**
 * Issues one coupon of a template the caller has locked (lockTemplate): the template's row lock
 * queues every claim and issue of the template, so the count of the player's coupons and the
 * quantity read here cannot change before the insert. Measured enough: a claim holds the lock for
 * three short statements, and a template's claims are spread over its campaign. The UNIQUE
 * (template, player, seq) and the CHECK issued <= total_quantity would refuse a breach anyway.
 */
export async function issueCoupon(
  tx: TQueryable,
  template: TCouponTemplate,
  issue: TIssue,
): Promise<TResult<{ couponId: bigint; expiresAt: number }>> {
  if (template.issued >= template.totalQuantity) return fail('CouponSoldOut');
  const [held] = await tx.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM coupons WHERE template_id = $1 AND user_id = $2`,
    [template.id, issue.userId],
  );
  const n = held?.n ?? 0;
  if (n >= template.perPlayerLimit)
    return fail('CouponLimitReached', { limit: template.perPlayerLimit });
  const expiresAt = issue.now + template.validityDays * dayMs;
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO coupons (template_id, user_id, seq, source, issued_by, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
    [template.id, issue.userId, n + 1, issue.source, issue.adminId ?? null, issue.now, expiresAt],
  );
  if (!row) throw new Error('a coupon insert returned no row');
  await tx.query(`UPDATE coupon_templates SET issued = issued + 1 WHERE id = $1`, [template.id]);
  // The caller may issue several under one lock (the back office's issue to many players).
  template.issued += 1;
  return succeed({ couponId: BigInt(row.id), expiresAt });
}

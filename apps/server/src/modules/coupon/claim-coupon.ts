import type { TLanguage, TPlayerCoupon } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { idempotentRequest } from '../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TSession } from '../../platform/route.ts';
import { readGameNames } from './game-names.ts';
import { lockTemplate, toPlayerCoupon } from './coupon-rows.ts';
import { issueCoupon } from './issue-coupon.ts';

/**
 * POST /api/Coupon/Claim: one coupon of a claimable template, with the request's idempotency key
 * (a retry answers the first claim). The template must be active and claimable; the quantity and
 * the per-player limit are checked under the template's row lock (issue-coupon.ts), so 50
 * concurrent claims of one player give exactly the limit.
 */
export function claimCoupon(
  deps: { db: TDatabase; clock: TClock },
  input: {
    session: TSession;
    request: FastifyRequest;
    body: { TemplateId: number };
    language: TLanguage;
  },
): Promise<TResult<TPlayerCoupon>> {
  const userId = input.session.userId;
  return idempotentRequest(deps, input, 'Coupon/Claim', async (tx) => {
    const now = deps.clock.now();
    const template = await lockTemplate(tx, input.body.TemplateId);
    if (!template) return fail('CouponTemplateNotFound');
    if (template.state !== 'active' || !template.isClaimable) return fail('CouponNotClaimable');
    const issued = await issueCoupon(tx, template, { userId, source: 'claim', now });
    if (!issued.ok) return issued;
    const coupon = {
      id: issued.value.couponId,
      templateId: template.id,
      userId,
      state: 'unused' as const,
      issuedAt: now,
      expiresAt: issued.value.expiresAt,
      depositOrderId: null,
      usedAt: null,
      amountPaid: null,
      usedOn: null,
    };
    return succeed(
      toPlayerCoupon(
        coupon,
        template,
        input.language,
        await readGameNames(tx, input.language),
        now,
      ),
    );
  });
}

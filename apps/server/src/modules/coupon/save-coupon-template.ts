import type { TAdminCouponTemplate, TSaveCouponTemplateRequest } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { lockTemplate } from './coupon-rows.ts';
import { readAdminTemplate } from './admin-coupon-views.ts';
import { readGameNames } from './game-names.ts';

/** The rules between fields that a schema of single fields cannot say; null: the form holds. */
export function templateProblem(form: TSaveCouponTemplateRequest): string | null {
  if (form.FaceValue <= 0n) return 'the face value must be above 0';
  if (form.Kind === 'betVoucher' && form.MinBet < form.FaceValue)
    return 'a bet voucher’s minimum bet must be at least its face value';
  if (form.Kind === 'depositBonus' && form.Percent <= 0)
    return 'a deposit coupon pays a percent above 0';
  if (new Set(form.GameIds).size !== form.GameIds.length) return 'a game is listed twice';
  return null;
}

const columnsOf = (form: TSaveCouponTemplateRequest) => [
  form.Kind,
  form.TitleZh,
  form.TitleEn,
  form.FaceValue,
  form.Kind === 'depositBonus' ? form.Percent : 0,
  form.Kind === 'depositBonus' ? form.MinDeposit : 0n,
  form.Kind === 'betVoucher' ? form.MinBet : 0n,
  form.Kind === 'betVoucher' ? form.GameIds : [],
  form.ValidityDays,
  form.TotalQuantity,
  form.PerPlayerLimit,
  form.TurnoverMultiple,
  form.IsClaimable,
];

async function insertTemplate(tx: TQueryable, form: TSaveCouponTemplateRequest, now: number) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO coupon_templates (kind, title_zh, title_en, face_value, percent, min_deposit,
       min_bet, game_ids, validity_days, total_quantity, per_player_limit, turnover_multiple,
       is_claimable, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id`,
    [...columnsOf(form), now],
  );
  if (!row) throw new Error('a template insert returned no row');
  return row.id;
}

/**
 * POST /api/Admin/CouponTemplates/Save: a new template, or changes to one, audited in the same
 * transaction. A change applies to coupons issued from then on and to the unused ones (their
 * terms are the template's); the kind cannot change once a coupon is issued, and the quantity
 * never below what is issued.
 */
export async function saveCouponTemplate(
  deps: { db: TDatabase; now: number },
  admin: TAdminSession,
  form: TSaveCouponTemplateRequest,
): Promise<TResult<TAdminCouponTemplate>> {
  const problem = templateProblem(form);
  if (problem !== null) return fail('CouponTemplateInvalid', { reason: problem });
  return deps.db.transaction(async (tx) => {
    const known = await readGameNames(tx, 'zh-CN');
    const unknown = form.GameIds.filter((id) => !known.has(id));
    if (unknown.length > 0)
      return fail('CouponTemplateInvalid', { reason: `no game ${unknown.join(', ')}` });
    if (form.Id === undefined) {
      const id = await insertTemplate(tx, form, deps.now);
      const after = await readAdminTemplate(tx, id);
      await writeAdminAudit(tx, admin, {
        action: 'activities.couponTemplate.create',
        targetType: 'coupon_template',
        targetId: id,
        after,
      });
      return succeed(after);
    }
    const current = await lockTemplate(tx, form.Id);
    if (!current) return fail('CouponTemplateNotFound');
    if (current.issued > 0 && current.kind !== form.Kind)
      return fail('CouponTemplateInvalid', {
        reason: 'the kind of an issued coupon cannot change',
      });
    if (form.TotalQuantity < current.issued)
      return fail('CouponTemplateInvalid', {
        reason: `${current.issued} are issued: the quantity cannot be lower`,
      });
    const before = await readAdminTemplate(tx, form.Id);
    await tx.query(
      `UPDATE coupon_templates SET kind = $1, title_zh = $2, title_en = $3, face_value = $4,
              percent = $5, min_deposit = $6, min_bet = $7, game_ids = $8, validity_days = $9,
              total_quantity = $10, per_player_limit = $11, turnover_multiple = $12,
              is_claimable = $13, updated_at = $14
        WHERE id = $15`,
      [...columnsOf(form), deps.now, form.Id],
    );
    const after = await readAdminTemplate(tx, form.Id);
    await writeAdminAudit(tx, admin, {
      action: 'activities.couponTemplate.update',
      targetType: 'coupon_template',
      targetId: form.Id,
      before,
      after,
    });
    return succeed(after);
  });
}

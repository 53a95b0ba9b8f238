import type {
  TAdminCoupons,
  TAdminCouponsQuery,
  TAdminCouponTemplate,
  TAdminCouponTemplateList,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { findPlayerIdByLoginId, loginIdsOf } from '../auth/find-user.ts';
import { readGameNames, type TGameNames } from './game-names.ts';
import { stateAt, templateColumns, termsOf, toTemplate, type TTemplateRow } from './coupon-rows.ts';

/** The back office's reads of coupons: templates with their figures, issued coupons filtered. */

type TFiguresRow = TTemplateRow & { used: number; paid: bigint | string | null };

const templatesSql = (where: string) => `
  SELECT ${templateColumns},
         (SELECT count(*)::integer FROM coupons c WHERE c.template_id = t.id AND c.state = 'used')
           AS used,
         (SELECT sum(c.amount_paid) FROM coupons c WHERE c.template_id = t.id) AS paid
    FROM coupon_templates t ${where}`;

const toAdminTemplate = (row: TFiguresRow, names: TGameNames): TAdminCouponTemplate => {
  const template = toTemplate(row);
  return {
    ...termsOf(template, 'zh-CN', names),
    TitleZh: template.titleZh,
    TitleEn: template.titleEn,
    ValidityDays: template.validityDays,
    TotalQuantity: template.totalQuantity,
    PerPlayerLimit: template.perPlayerLimit,
    IsClaimable: template.isClaimable,
    State: template.state,
    Issued: template.issued,
    Used: row.used,
    PaidTotal: BigInt(row.paid ?? 0n),
    CreatedAt: template.createdAt,
    UpdatedAt: template.updatedAt,
  };
};

export async function readAdminTemplate(tx: TQueryable, id: number): Promise<TAdminCouponTemplate> {
  const [row] = await tx.query<TFiguresRow>(templatesSql('WHERE t.id = $1'), [id]);
  if (!row) throw new Error(`coupon template ${id} vanished`);
  return toAdminTemplate(row, await readGameNames(tx, 'zh-CN'));
}

export async function listAdminTemplates(db: TQueryable): Promise<TAdminCouponTemplateList> {
  const rows = await db.query<TFiguresRow>(templatesSql('ORDER BY t.id DESC'));
  const names = await readGameNames(db, 'zh-CN');
  return { Items: rows.map((row) => toAdminTemplate(row, names)) };
}

/** Issued coupons, newest first, filtered by template, player and the state a player reads. */
export async function listAdminCoupons(
  db: TQueryable,
  query: TAdminCouponsQuery,
  now: number,
): Promise<TAdminCoupons> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.TemplateId !== undefined) {
    params.push(query.TemplateId);
    where.push(`c.template_id = $${params.length}`);
  }
  if (query.LoginId !== undefined) {
    const userId = await findPlayerIdByLoginId(db, query.LoginId);
    if (userId === null) return { Items: [], Total: 0 };
    params.push(userId);
    where.push(`c.user_id = $${params.length}`);
  }
  if (query.State !== undefined) {
    params.push(now, query.State);
    where.push(`(CASE WHEN c.state = 'unused' AND c.expires_at <= $${params.length - 1}
                      THEN 'expired' ELSE c.state END) = $${params.length}`);
  }
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const from = `FROM coupons c JOIN coupon_templates t ON t.id = c.template_id ${filter}`;
  const [total] = await db.query<{ n: number }>(`SELECT count(*)::integer AS n ${from}`, params);
  const rows = await db.query<{
    id: string;
    template_id: number;
    title_zh: string;
    kind: TAdminCoupons['Items'][number]['Kind'];
    user_id: number;
    source: 'claim' | 'admin';
    state: TAdminCoupons['Items'][number]['State'];
    issued_at: string;
    expires_at: string;
    used_at: string | null;
    amount_paid: string | null;
    used_on: string | null;
  }>(
    `SELECT c.id::text, c.template_id, t.title_zh, t.kind, c.user_id, c.source, c.state,
            c.issued_at, c.expires_at, c.used_at, c.amount_paid, c.used_on
       ${from} ORDER BY c.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.PageSize, (query.Page - 1) * query.PageSize],
  );
  const loginIds = await loginIdsOf(db, [...new Set(rows.map((row) => row.user_id))]);
  return {
    Items: rows.map((row) => ({
      CouponId: Number(row.id),
      TemplateId: row.template_id,
      Title: row.title_zh,
      Kind: row.kind,
      LoginId: loginIds.get(row.user_id) ?? '',
      Source: row.source,
      State: stateAt({ state: row.state, expiresAt: Number(row.expires_at) }, now),
      IssuedAt: Number(row.issued_at),
      ExpiresAt: Number(row.expires_at),
      UsedAt: row.used_at === null ? null : Number(row.used_at),
      AmountPaid: row.amount_paid === null ? null : BigInt(row.amount_paid),
      UsedOn: row.used_on,
    })),
    Total: total?.n ?? 0,
  };
}

import type { TClaimableCouponList, TCouponState, TLanguage, TMyCoupons } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import {
  couponColumns,
  templateColumns,
  termsOf,
  toCoupon,
  toPlayerCoupon,
  toTemplate,
  type TCouponRow,
  type TTemplateRow,
} from './coupon-rows.ts';
import { readGameNames } from './game-names.ts';

/** /Coupon: the active claimable templates with what is left and what the player holds. */
export async function listClaimableCoupons(
  db: TQueryable,
  userId: number,
  language: TLanguage,
): Promise<TClaimableCouponList> {
  const names = await readGameNames(db, language);
  const rows = await db.query<TTemplateRow & { held: number }>(
    `SELECT ${templateColumns},
            (SELECT count(*)::integer FROM coupons c
              WHERE c.template_id = t.id AND c.user_id = $1) AS held
       FROM coupon_templates t
      WHERE t.state = 'active' AND t.is_claimable
      ORDER BY t.id DESC`,
    [userId],
  );
  return {
    Items: rows.map((row) => {
      const template = toTemplate(row);
      return {
        ...termsOf(template, language, names),
        ValidityDays: template.validityDays,
        Remaining: template.totalQuantity - template.issued,
        PerPlayerLimit: template.perPlayerLimit,
        Held: row.held,
      };
    }),
  };
}

// The state a player reads (coupon-rows.ts stateAt) as SQL: unused past expiry is expired.
const readStateSql = `CASE WHEN c.state = 'unused' AND c.expires_at <= $2 THEN 'expired'
                           ELSE c.state END`;

/** /CouponList: the player's coupons in one state, with the count of each state. */
export async function listMyCoupons(
  db: TQueryable,
  input: { userId: number; state: TCouponState; language: TLanguage; now: number },
): Promise<TMyCoupons> {
  const { userId, state, language, now } = input;
  const order =
    state === 'unused'
      ? 'c.expires_at ASC, c.id'
      : 'coalesce(c.used_at, c.expires_at) DESC, c.id DESC';
  const rows = await db.query<TCouponRow & { template: TTemplateRow }>(
    `SELECT ${couponColumns}, to_jsonb(t) AS template
       FROM coupons c JOIN coupon_templates t ON t.id = c.template_id
      WHERE c.user_id = $1 AND ${readStateSql} = $3
      ORDER BY ${order} LIMIT 200`,
    [userId, now, state],
  );
  const names = await readGameNames(db, language);
  const counts = await db.query<{ state: TCouponState; n: number }>(
    `SELECT ${readStateSql} AS state, count(*)::integer AS n FROM coupons c
      WHERE c.user_id = $1 GROUP BY 1`,
    [userId, now],
  );
  const countOf = (name: TCouponState) => counts.find((row) => row.state === name)?.n ?? 0;
  return {
    Items: rows.map((row) =>
      toPlayerCoupon(toCoupon(row), toTemplate(row.template), language, names, now),
    ),
    Counts: { unused: countOf('unused'), used: countOf('used'), expired: countOf('expired') },
  };
}

import type {
  TCouponKind,
  TCouponState,
  TCouponTemplateState,
  TLanguage,
  TPlayerCoupon,
} from '@lottery/contracts';
import { depositOrderNo } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import type { TGameNames } from './game-names.ts';

/** The coupon module's rows (migration 0047_coupons.sql) and their player-facing shapes. */

export interface TCouponTemplate {
  id: number;
  kind: TCouponKind;
  titleZh: string;
  titleEn: string;
  faceValue: bigint;
  percent: number;
  minDeposit: bigint;
  minBet: bigint;
  gameIds: number[];
  validityDays: number;
  totalQuantity: number;
  issued: number;
  perPlayerLimit: number;
  turnoverMultiple: number;
  isClaimable: boolean;
  state: TCouponTemplateState;
  createdAt: number;
  updatedAt: number;
}

export const templateColumns = `t.id, t.kind, t.title_zh, t.title_en, t.face_value, t.percent,
  t.min_deposit, t.min_bet, t.game_ids, t.validity_days, t.total_quantity, t.issued,
  t.per_player_limit, t.turnover_multiple, t.is_claimable, t.state, t.created_at, t.updated_at`;

export interface TTemplateRow {
  id: number;
  kind: TCouponKind;
  title_zh: string;
  title_en: string;
  face_value: bigint | string;
  percent: number;
  min_deposit: bigint | string;
  min_bet: bigint | string;
  game_ids: number[];
  validity_days: number;
  total_quantity: number;
  issued: number;
  per_player_limit: number;
  turnover_multiple: number;
  is_claimable: boolean;
  state: TCouponTemplateState;
  created_at: bigint | string;
  updated_at: bigint | string;
}

export const toTemplate = (row: TTemplateRow): TCouponTemplate => ({
  id: row.id,
  kind: row.kind,
  titleZh: row.title_zh,
  titleEn: row.title_en,
  faceValue: BigInt(row.face_value),
  percent: row.percent,
  minDeposit: BigInt(row.min_deposit),
  minBet: BigInt(row.min_bet),
  gameIds: row.game_ids.map(Number),
  validityDays: row.validity_days,
  totalQuantity: row.total_quantity,
  issued: row.issued,
  perPlayerLimit: row.per_player_limit,
  turnoverMultiple: row.turnover_multiple,
  isClaimable: row.is_claimable,
  state: row.state,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

/** The template, locked: claims and issues of one template queue here (quantity, limits). */
export async function lockTemplate(tx: TQueryable, id: number): Promise<TCouponTemplate | null> {
  const [row] = await tx.query<TTemplateRow>(
    `SELECT ${templateColumns} FROM coupon_templates t WHERE t.id = $1 FOR UPDATE`,
    [id],
  );
  return row ? toTemplate(row) : null;
}

export const titleIn = (
  template: Pick<TCouponTemplate, 'titleZh' | 'titleEn'>,
  language: TLanguage,
) => (language === 'en' ? template.titleEn : template.titleZh);

/** The terms every coupon shape repeats from its template. */
export const termsOf = (template: TCouponTemplate, language: TLanguage, names: TGameNames) => ({
  TemplateId: template.id,
  Kind: template.kind,
  Title: titleIn(template, language),
  FaceValue: template.faceValue,
  Percent: template.percent,
  MinDeposit: template.minDeposit,
  MinBet: template.minBet,
  GameIds: template.gameIds,
  GameNames: template.gameIds.map((id) => names.get(id) ?? String(id)),
  TurnoverMultiple: template.turnoverMultiple,
});

export interface TCoupon {
  id: bigint;
  templateId: number;
  userId: number;
  state: TCouponState;
  issuedAt: number;
  expiresAt: number;
  depositOrderId: bigint | null;
  usedAt: number | null;
  amountPaid: bigint | null;
  usedOn: string | null;
}

export const couponColumns = `c.id, c.template_id, c.user_id, c.state, c.issued_at, c.expires_at,
  c.deposit_order_id, c.used_at, c.amount_paid, c.used_on`;

export interface TCouponRow {
  id: bigint | string;
  template_id: number;
  user_id: number;
  state: TCouponState;
  issued_at: bigint | string;
  expires_at: bigint | string;
  deposit_order_id: bigint | string | null;
  used_at: bigint | string | null;
  amount_paid: bigint | string | null;
  used_on: string | null;
}

export const toCoupon = (row: TCouponRow): TCoupon => ({
  id: BigInt(row.id),
  templateId: row.template_id,
  userId: row.user_id,
  state: row.state,
  issuedAt: Number(row.issued_at),
  expiresAt: Number(row.expires_at),
  depositOrderId: row.deposit_order_id === null ? null : BigInt(row.deposit_order_id),
  usedAt: row.used_at === null ? null : Number(row.used_at),
  amountPaid: row.amount_paid === null ? null : BigInt(row.amount_paid),
  usedOn: row.used_on,
});

/**
 * The state a player reads: an unused coupon past its expiry reads expired before the expiry job
 * has written it, so a screen never offers a coupon the server would refuse.
 */
export const stateAt = (coupon: Pick<TCoupon, 'state' | 'expiresAt'>, now: number): TCouponState =>
  coupon.state === 'unused' && coupon.expiresAt <= now ? 'expired' : coupon.state;

export const toPlayerCoupon = (
  coupon: TCoupon,
  template: TCouponTemplate,
  language: TLanguage,
  names: TGameNames,
  now: number,
): TPlayerCoupon => ({
  CouponId: Number(coupon.id),
  ...termsOf(template, language, names),
  State: stateAt(coupon, now),
  IssuedAt: coupon.issuedAt,
  ExpiresAt: coupon.expiresAt,
  UsedAt: coupon.usedAt,
  AmountPaid: coupon.amountPaid,
  UsedOn: coupon.usedOn,
  DepositOrderNo:
    coupon.depositOrderId === null || coupon.state !== 'unused'
      ? null
      : depositOrderNo(coupon.depositOrderId),
});

/** The player's coupon with its template, locked (a use decides it once). */
export async function lockPlayerCoupon(
  tx: TQueryable,
  userId: number,
  couponId: number,
): Promise<{ coupon: TCoupon; template: TCouponTemplate } | null> {
  const [row] = await tx.query<TCouponRow & { template: TTemplateRow }>(
    `SELECT ${couponColumns}, to_jsonb(t) AS template
       FROM coupons c JOIN coupon_templates t ON t.id = c.template_id
      WHERE c.id = $1 AND c.user_id = $2 FOR UPDATE OF c`,
    [couponId, userId],
  );
  return row ? { coupon: toCoupon(row), template: toTemplate(row.template) } : null;
}

import type { TQueryable } from '../../db/database.ts';

/**
 * One demo template of each kind, both claimable on /Coupon (development only): a 5.000 bet
 * voucher for a bet of at least 10.000 on any game, and a deposit coupon of 10% up to 100.000 on
 * a deposit of at least 100.000.
 */
export async function seedDemoCoupons(tx: TQueryable, nowMs: number): Promise<void> {
  await tx.query(
    `INSERT INTO coupon_templates (kind, title_zh, title_en, face_value, percent, min_deposit,
       min_bet, game_ids, validity_days, total_quantity, per_player_limit, turnover_multiple,
       is_claimable, created_at, updated_at)
     VALUES ('betVoucher', '5元投注券', '5.000 bet voucher', 5000, 0, 0, 10000, '{}', 7, 1000, 1,
             1, true, $1, $1),
            ('depositBonus', '存款加赠10%', '10% deposit bonus', 100000, 10, 100000, 0, '{}', 14,
             1000, 1, 3, true, $1, $1)`,
    [nowMs],
  );
}

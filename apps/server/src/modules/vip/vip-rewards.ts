import type { TBonusGrantSource } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { grantBonus } from '../bonus-wallet/grant-bonus.ts';
import type { TVipLevel } from './vip-levels.ts';

/** How long a VIP reward waits in the bonus wallet for its turnover. */
export const vipRewardDays = 30;

/**
 * Pays one VIP reward into the bonus wallet with the level's turnover multiple; the reference
 * makes it once (grantBonus is idempotent by reference). Nothing for a zero reward.
 */
export async function payVipReward(
  tx: TQueryable,
  reward: {
    userId: number;
    level: TVipLevel;
    amount: bigint;
    source: TBonusGrantSource;
    reference: string;
    now: number;
  },
): Promise<void> {
  if (reward.amount <= 0n) return;
  const granted = await grantBonus(tx, {
    userId: reward.userId,
    amount: reward.amount,
    turnoverMultiple: reward.level.bonusTurnoverMultiple,
    expiresAt: reward.now + vipRewardDays * 86_400_000,
    source: reward.source,
    reference: reward.reference,
    at: reward.now,
  });
  if (!granted.ok) throw new Error(`VIP reward ${reward.reference}: ${granted.error}`);
}

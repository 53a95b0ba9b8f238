import { cashFlowTypes } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { levelForFigures, readVipFigures, readVipLevels } from './vip-levels.ts';
import { siteMonthOf } from './vip-month.ts';
import { payVipReward } from './vip-rewards.ts';

/**
 * Raises an account's level at once when this site month's figures meet a higher level's
 * thresholds (never lowers it: that is the monthly review's), and pays the upgrade bonus of every
 * level passed that the account never had one for (vip_upgrade_rewards: once per level). The
 * account's level row is locked, so concurrent checks of one account run one after the other.
 * Answers the level after the check.
 */
export async function checkVipUpgrade(db: TDatabase, userId: number, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO account_vip (user_id, level, updated_at) VALUES ($1, 0, $2)
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, new Date(now)],
    );
    const [row] = await tx.query<{ level: number }>(
      `SELECT level FROM account_vip WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    const current = row?.level ?? 0;
    const levels = await readVipLevels(tx);
    const month = siteMonthOf(now);
    const figures = await readVipFigures(
      tx,
      userId,
      month.fromMs,
      month.toMs,
      cashFlowTypes.deposit,
    );
    const reached = levelForFigures(levels, figures);
    if (reached <= current) return current;
    await tx.query(`UPDATE account_vip SET level = $2, updated_at = $3 WHERE user_id = $1`, [
      userId,
      reached,
      new Date(now),
    ]);
    for (const level of levels.filter((item) => item.level > current && item.level <= reached)) {
      const [isFirst] = await tx.query(
        `INSERT INTO vip_upgrade_rewards (user_id, level, rewarded_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [userId, level.level, now],
      );
      if (isFirst)
        await payVipReward(tx, {
          userId,
          level,
          amount: level.upgradeBonus,
          source: 'vipUpgrade',
          reference: `vip-upgrade:${userId}:${level.level}`,
          now,
        });
    }
    return reached;
  });
}

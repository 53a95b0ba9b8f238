import { cashFlowTypes } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { levelForFigures, readVipFigures, readVipLevels } from './vip-levels.ts';
import { previousSiteMonthOf, siteMonthOf } from './vip-month.ts';
import { payVipReward } from './vip-rewards.ts';

/**
 * The monthly review, once per site month: every account above level 0 keeps its level if last
 * month's figures still meet it, or falls to the level they meet; then it receives the monthly
 * bonus of the level it keeps. One transaction whose first write claims the month
 * (vip_monthly_reviews), so a second instance waits and then finds it done, and a crash leaves
 * nothing half reviewed. Answers the number of accounts reviewed (null: already done).
 */
export async function reviewVipMonth(db: TDatabase, now: number): Promise<number | null> {
  const month = siteMonthOf(now);
  const previous = previousSiteMonthOf(now);
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query(
      `INSERT INTO vip_monthly_reviews (month, reviewed_at, accounts) VALUES ($1, $2, 0)
       ON CONFLICT (month) DO NOTHING RETURNING month`,
      [month.name, now],
    );
    if (!claimed) return null;
    const levels = await readVipLevels(tx);
    const accounts = await tx.query<{ user_id: number; level: number }>(
      `SELECT user_id, level FROM account_vip WHERE level > 0 ORDER BY user_id FOR UPDATE`,
    );
    for (const account of accounts) {
      const figures = await readVipFigures(
        tx,
        account.user_id,
        previous.fromMs,
        previous.toMs,
        cashFlowTypes.deposit,
      );
      const kept = Math.min(account.level, levelForFigures(levels, figures));
      if (kept !== account.level)
        await tx.query(`UPDATE account_vip SET level = $2, updated_at = $3 WHERE user_id = $1`, [
          account.user_id,
          kept,
          new Date(now),
        ]);
      const level = levels.find((item) => item.level === kept);
      if (level)
        await payVipReward(tx, {
          userId: account.user_id,
          level,
          amount: level.monthlyBonus,
          source: 'vipMonthly',
          reference: `vip-monthly:${month.name}:${account.user_id}`,
          now,
        });
    }
    await tx.query(`UPDATE vip_monthly_reviews SET accounts = $2 WHERE month = $1`, [
      month.name,
      accounts.length,
    ]);
    return accounts.length;
  });
}

import type { TAdminVipLevel } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { readVipLevels, type TVipLevel } from './vip-levels.ts';

export const adminVipLevelOf = (level: TVipLevel, players: number): TAdminVipLevel => ({
  Level: level.level,
  Name: level.name,
  DepositRequired: level.depositRequired,
  BetVolumeRequired: level.betVolumeRequired,
  UpgradeBonus: level.upgradeBonus,
  BirthdayBonus: level.birthdayBonus,
  MonthlyBonus: level.monthlyBonus,
  BonusTurnoverMultiple: level.bonusTurnoverMultiple,
  Players: players,
});

/**
 * GET /api/Admin/Vip/Levels: every level, lowest first, with the accounts holding it now. An
 * account without an account_vip row is at level 0, so level 0 counts the players without one.
 */
export async function listAdminVipLevels(db: TQueryable): Promise<{ Items: TAdminVipLevel[] }> {
  const levels = await readVipLevels(db);
  const rows = await db.query<{ level: number; n: number }>(
    `SELECT coalesce(v.level, 0)::integer AS level, count(*)::integer AS n
       FROM users u LEFT JOIN account_vip v ON v.user_id = u.id
      WHERE u.role IN ('player', 'agent')
      GROUP BY 1`,
  );
  const counts = new Map(rows.map((row) => [row.level, row.n]));
  return { Items: levels.map((level) => adminVipLevelOf(level, counts.get(level.level) ?? 0)) };
}

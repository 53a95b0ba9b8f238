import { cashFlowTypes, type TVipRewards } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import {
  readAccountVipLevel,
  readVipFigures,
  readVipLevels,
  type TVipLevel,
} from './vip-levels.ts';
import { siteMonthOf } from './vip-month.ts';

const rewardsOf = (level: TVipLevel): TVipRewards => ({
  UpgradeBonus: level.upgradeBonus,
  BirthdayBonus: level.birthdayBonus,
  MonthlyBonus: level.monthlyBonus,
  BonusTurnoverMultiple: level.bonusTurnoverMultiple,
});

/**
 * SPEC §7 VIPnew/GetPlayerVIPInfo from the account's level (0 until it has reached one), the
 * next level's thresholds, this site month's figures towards them and the rewards.
 */
export async function getPlayerVipInfo(db: TQueryable, userId: number, now: number) {
  const levels = await readVipLevels(db);
  const accountLevel = await readAccountVipLevel(db, userId);
  const current = levels.find((level) => level.level === accountLevel);
  if (!current) throw new Error('vip_levels has no level for the account');
  const next = levels.find((level) => level.level > current.level) ?? null;
  const month = siteMonthOf(now);
  const figures = await readVipFigures(db, userId, month.fromMs, month.toMs, cashFlowTypes.deposit);
  return {
    Level: current.level,
    LevelName: current.name,
    NextLevel: next?.level ?? null,
    NextLevelName: next?.name ?? null,
    NextLevelBetVolume: next?.betVolumeRequired ?? null,
    NextLevelDeposit: next?.depositRequired ?? null,
    PeriodBetVolume: figures.betVolume,
    PeriodDeposit: figures.deposits,
    Rewards: rewardsOf(current),
    NextLevelRewards: next ? rewardsOf(next) : null,
  };
}

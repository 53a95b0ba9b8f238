import type { TSaveVipLevelRequest } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { readVipLevels, type TVipLevel } from './vip-levels.ts';

const auditView = (level: TVipLevel) => ({
  name: level.name,
  depositRequired: level.depositRequired,
  betVolumeRequired: level.betVolumeRequired,
  upgradeBonus: level.upgradeBonus,
  birthdayBonus: level.birthdayBonus,
  monthlyBonus: level.monthlyBonus,
  bonusTurnoverMultiple: level.bonusTurnoverMultiple,
});

const levelOf = (input: TSaveVipLevelRequest): TVipLevel => ({
  level: input.Level,
  name: input.Name,
  depositRequired: input.DepositRequired,
  betVolumeRequired: input.BetVolumeRequired,
  upgradeBonus: input.UpgradeBonus,
  birthdayBonus: input.BirthdayBonus,
  monthlyBonus: input.MonthlyBonus,
  bonusTurnoverMultiple: input.BonusTurnoverMultiple,
});

/**
 * The thresholds keep the levels in order: a level asks at least what the one below asks and at
 * most what the one above asks, on both figures. Out of order, an account could meet a level
 * and not the one below it, and levelForFigures (the highest met) would skip levels unpaid.
 */
function checkOrder(levels: readonly TVipLevel[], changed: TVipLevel): TResult<null> {
  if (changed.level === 0 && (changed.depositRequired > 0n || changed.betVolumeRequired > 0n))
    return fail('VipBaseLevelThresholds');
  const index = levels.findIndex((level) => level.level === changed.level);
  const below = levels[index - 1];
  const above = levels[index + 1];
  const isAtLeast = (a: TVipLevel, b: TVipLevel) =>
    a.depositRequired >= b.depositRequired && a.betVolumeRequired >= b.betVolumeRequired;
  if ((below && !isAtLeast(changed, below)) || (above && !isAtLeast(above, changed)))
    return fail('VipLevelThresholdsOutOfOrder', {
      level: changed.level,
      below: below?.level ?? '—',
      above: above?.level ?? '—',
    });
  return succeed(null);
}

/**
 * POST /api/Admin/Vip/Levels/Save: replaces one level's name, thresholds and rewards, audited in
 * the same transaction. Every level row is locked first, so two administrators saving
 * neighbouring levels at once check their order one after the other. New thresholds count from
 * the next upgrade check; rewards already paid stay as they were.
 */
export async function saveVipLevel(
  deps: { db: TDatabase },
  actor: TAdminSession,
  input: TSaveVipLevelRequest,
): Promise<TResult<TVipLevel>> {
  return transactionResult(deps.db, async (tx) => {
    await tx.query(`SELECT level FROM vip_levels ORDER BY level FOR UPDATE`);
    const levels = await readVipLevels(tx);
    const before = levels.find((level) => level.level === input.Level);
    if (!before) return fail('VipLevelNotFound', { level: input.Level });
    const after = levelOf(input);
    const ordered = checkOrder(levels, after);
    if (!ordered.ok) return ordered;
    await tx.query(
      `UPDATE vip_levels SET name = $2, deposit_required = $3, bet_volume_required = $4,
         upgrade_bonus = $5, birthday_bonus = $6, monthly_bonus = $7, bonus_turnover_multiple = $8
       WHERE level = $1`,
      [
        after.level,
        after.name,
        after.depositRequired,
        after.betVolumeRequired,
        after.upgradeBonus,
        after.birthdayBonus,
        after.monthlyBonus,
        after.bonusTurnoverMultiple,
      ],
    );
    await writeAdminAudit(tx, actor, {
      action: 'vip.level.update',
      targetType: 'vip_level',
      targetId: after.level,
      before: auditView(before),
      after: auditView(after),
    });
    return succeed(after);
  });
}

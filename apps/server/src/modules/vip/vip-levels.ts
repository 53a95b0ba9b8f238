import type { TQueryable } from '../../db/database.ts';

export interface TVipLevel {
  level: number;
  name: string;
  betVolumeRequired: bigint;
  depositRequired: bigint;
  upgradeBonus: bigint;
  birthdayBonus: bigint;
  monthlyBonus: bigint;
  bonusTurnoverMultiple: number;
}

export interface TVipFigures {
  deposits: bigint;
  betVolume: bigint;
}

/** An account's VIP level: 0 until it has reached one (account_vip has no row before). */
export async function readAccountVipLevel(db: TQueryable, userId: number): Promise<number> {
  const [row] = await db.query<{ level: number }>(
    'SELECT level FROM account_vip WHERE user_id = $1',
    [userId],
  );
  return row?.level ?? 0;
}

/** The configured levels, lowest first. */
export async function readVipLevels(db: TQueryable): Promise<TVipLevel[]> {
  const rows = await db.query<{
    level: number;
    name: string;
    bet_volume_required: bigint;
    deposit_required: bigint;
    upgrade_bonus: bigint;
    birthday_bonus: bigint;
    monthly_bonus: bigint;
    bonus_turnover_multiple: number;
  }>(`SELECT * FROM vip_levels ORDER BY level`);
  return rows.map((row) => ({
    level: row.level,
    name: row.name,
    betVolumeRequired: BigInt(row.bet_volume_required),
    depositRequired: BigInt(row.deposit_required),
    upgradeBonus: BigInt(row.upgrade_bonus),
    birthdayBonus: BigInt(row.birthday_bonus),
    monthlyBonus: BigInt(row.monthly_bonus),
    bonusTurnoverMultiple: row.bonus_turnover_multiple,
  }));
}

/** The highest level whose deposit and bet volume thresholds the figures both meet. */
export function levelForFigures(levels: readonly TVipLevel[], figures: TVipFigures): number {
  let reached = 0;
  for (const level of levels)
    if (figures.deposits >= level.depositRequired && figures.betVolume >= level.betVolumeRequired)
      reached = Math.max(reached, level.level);
  return reached;
}

/** Bet ticket state of a cancelled ticket (SPEC §4), whose stake came back. */
const cancelledTicket = 1;

/** An account's credited deposits and bets placed (not cancelled) in [fromMs, toMs). */
export async function readVipFigures(
  db: TQueryable,
  userId: number,
  fromMs: number,
  toMs: number,
  depositCashFlowType: number,
): Promise<TVipFigures> {
  const [row] = await db.query<{ deposits: bigint | null; bet_volume: bigint | null }>(
    `SELECT (SELECT sum(e.amount) FROM ledger_entries e
               JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player'
              WHERE a.user_id = $1 AND e.cash_flow_type = $4 AND e.amount > 0
                AND e.created_at >= $2 AND e.created_at < $3) AS deposits,
            (SELECT sum(t.amount) FROM bet_tickets t
              WHERE t.user_id = $1 AND t.state <> $5
                AND t.created_at >= $2 AND t.created_at < $3) AS bet_volume`,
    [userId, fromMs, toMs, depositCashFlowType, cancelledTicket],
  );
  return { deposits: BigInt(row?.deposits ?? 0n), betVolume: BigInt(row?.bet_volume ?? 0n) };
}

import type { TAccountDeps } from './account-deps.ts';

interface TVipRow {
  level: number;
  name: string;
  next_level: number | null;
  next_name: string | null;
  next_bet_volume: bigint | null;
  next_deposit: bigint | null;
}

/** The account's level (0 until it has reached one) and what the next level takes. */
export async function getVipInfo(deps: TAccountDeps, userId: number) {
  const [row] = await deps.db.query<TVipRow>(
    `SELECT l.level, l.name, n.level AS next_level, n.name AS next_name,
            n.bet_volume_required AS next_bet_volume, n.deposit_required AS next_deposit
       FROM vip_levels l
       LEFT JOIN vip_levels n ON n.level = (SELECT min(level) FROM vip_levels WHERE level > l.level)
      WHERE l.level = COALESCE((SELECT level FROM account_vip WHERE user_id = $1), 0)`,
    [userId],
  );
  if (!row) throw new Error('vip_levels has no level 0');
  return {
    Level: row.level,
    LevelName: row.name,
    NextLevel: row.next_level,
    NextLevelName: row.next_name,
    NextLevelBetVolume: row.next_bet_volume,
    NextLevelDeposit: row.next_deposit,
  };
}

import { withdrawTypes } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

/**
 * Whether the player has a bank card bound now (payout_accounts of the withdraw module, not
 * removed): what a channel with RequiresBoundCard asks before it takes an order (7106).
 */
export async function hasBoundBankCard(db: TQueryable, userId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payout_accounts WHERE user_id = $1 AND kind = $2 AND removed_at IS NULL LIMIT 1`,
    [userId, withdrawTypes.bank],
  );
  return rows.length > 0;
}

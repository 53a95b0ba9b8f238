import type { TPayoutAccount } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { maskNumber } from './card-number.ts';

export interface TPayoutAccountRow {
  id: number;
  user_id: number;
  kind: number;
  provider: string;
  account_number: string;
  holder_name: string | null;
  branch: string | null;
  review_reason: string | null;
  created_at: bigint;
}

export const toPayoutAccount = (row: TPayoutAccountRow): TPayoutAccount => ({
  Id: row.id,
  Type: row.kind,
  Provider: row.provider,
  MaskedNumber: maskNumber(row.account_number),
  HolderName: row.holder_name,
  Branch: row.branch,
  UnderReview: row.review_reason !== null,
  CreatedAt: Number(row.created_at),
});

/** The player's bound cards, addresses and e-wallets, oldest first. */
export async function listPayoutAccounts(db: TQueryable, userId: number) {
  const rows = await db.query<TPayoutAccountRow>(
    `SELECT * FROM payout_accounts WHERE user_id = $1 AND removed_at IS NULL ORDER BY id`,
    [userId],
  );
  return rows.map(toPayoutAccount);
}

/**
 * One bound account of the player (not another player's, not an unbound one); 'lock' holds it
 * bound until the caller's transaction ends (a removal racing a withdrawal to it waits).
 */
export async function findOwnPayoutAccount(
  db: TQueryable,
  userId: number,
  id: number,
  lock?: 'lock',
): Promise<TPayoutAccountRow | null> {
  const [row] = await db.query<TPayoutAccountRow>(
    `SELECT * FROM payout_accounts WHERE id = $1 AND user_id = $2 AND removed_at IS NULL
     ${lock ? 'FOR SHARE' : ''}`,
    [id, userId],
  );
  return row ?? null;
}

import { depositStates } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';

/**
 * A player's first credited deposit (deposit_orders confirmed, the earliest credit): the channel
 * kind it came through (depositTypes value), what was received and when it was credited.
 */
export interface TFirstDeposit {
  orderId: bigint;
  depositType: number;
  amount: bigint;
  creditedAt: number;
}

export async function readFirstDeposit(
  db: TQueryable,
  userId: number,
): Promise<TFirstDeposit | null> {
  const [row] = await db.query<{
    id: bigint;
    type: number;
    received_amount: bigint;
    decided_at: bigint;
  }>(
    `SELECT id, type, received_amount, decided_at FROM deposit_orders
      WHERE user_id = $1 AND state = $2 ORDER BY decided_at, id LIMIT 1`,
    [userId, depositStates.confirm],
  );
  if (!row) return null;
  return {
    orderId: BigInt(row.id),
    depositType: row.type,
    amount: BigInt(row.received_amount),
    creditedAt: Number(row.decided_at),
  };
}

import type { TQueryable } from '../../db/database.ts';

/** Thousandths of the currency unit (SPEC §9 precision 3). */
export type TMoney = bigint & { readonly __brand: 'Money' };

export const money = (thousandths: bigint | number): TMoney => BigInt(thousandths) as TMoney;

/** Every account gets its wallet in the transaction that creates the account. */
export async function openWallet(tx: TQueryable, userId: number): Promise<void> {
  await tx.query(`INSERT INTO wallets (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [
    userId,
  ]);
}

export async function walletBalance(db: TQueryable, userId: number): Promise<TMoney> {
  const [row] = await db.query<{ balance: bigint }>(
    `SELECT balance FROM wallets WHERE user_id = $1`,
    [userId],
  );
  return money(row?.balance ?? 0n);
}

/**
 * Sets the opening balance of a fresh demo account. The double-entry ledger that will explain
 * every balance arrives with betting; until then this is the only writer besides openWallet.
 */
export async function fundDemoWallet(
  tx: TQueryable,
  userId: number,
  amount: TMoney,
): Promise<void> {
  await tx.query(`UPDATE wallets SET balance = $2, updated_at = now() WHERE user_id = $1`, [
    userId,
    amount,
  ]);
}

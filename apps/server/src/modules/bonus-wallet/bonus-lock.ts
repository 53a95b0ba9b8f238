import type { TQueryable } from '../../db/database.ts';

/** Any fixed number: the advisory lock space of "a player's bonus grants". */
const bonusLockSpace = 2_301;

/**
 * Serialises, per player, granting and counting: a grant committed while the job counts the
 * player's tickets could otherwise miss tickets placed after it (the job marks each ticket
 * counted once). Held to the end of the caller's transaction.
 */
export async function lockBonusWallet(tx: TQueryable, userId: number): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, [bonusLockSpace, userId]);
}

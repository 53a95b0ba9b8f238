import type { TQueryable } from '../../db/database.ts';
import {
  newRecoveryCode,
  recoveryCodeCount,
  recoveryCodeHash,
} from '../../platform/recovery-code.ts';

/**
 * Replaces the player's recovery codes with ten new ones and answers them: the only time they
 * are seen, since only their hashes are kept.
 */
export async function replacePlayerRecoveryCodes(
  tx: TQueryable,
  userId: number,
  atMs: number,
): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await tx.query(`DELETE FROM player_recovery_codes WHERE user_id = $1`, [userId]);
  await tx.query(
    `INSERT INTO player_recovery_codes (user_id, code_hash, created_at)
     SELECT $1, unnest($2::bytea[]), $3`,
    [userId, codes.map(recoveryCodeHash), new Date(atMs)],
  );
  return codes;
}

export type TRecoverySpend = 'spent' | 'used' | 'wrong';

/** Spends one code: the guarded UPDATE makes two concurrent uses of one code spend it once. */
export async function spendPlayerRecoveryCode(
  tx: TQueryable,
  userId: number,
  code: string,
  atMs: number,
): Promise<TRecoverySpend> {
  const hash = recoveryCodeHash(code);
  const spent = await tx.query(
    `UPDATE player_recovery_codes SET used_at = $3
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
    [userId, hash, new Date(atMs)],
  );
  if (spent.length === 1) return 'spent';
  const known = await tx.query(
    `SELECT 1 FROM player_recovery_codes WHERE user_id = $1 AND code_hash = $2`,
    [userId, hash],
  );
  return known.length === 1 ? 'used' : 'wrong';
}

export async function unusedPlayerRecoveryCodes(db: TQueryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM player_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
    [userId],
  );
  return row?.n ?? 0;
}

/** Unbinding the authenticator (auth/reset-authenticator.ts) makes its recovery codes meaningless. */
export async function dropPlayerRecoveryCodes(tx: TQueryable, userId: number): Promise<void> {
  await tx.query(`DELETE FROM player_recovery_codes WHERE user_id = $1`, [userId]);
}

import type { TQueryable } from '../../../db/database.ts';
import {
  newRecoveryCode,
  recoveryCodeCount,
  recoveryCodeHash as hashOf,
} from '../../../platform/recovery-code.ts';

/**
 * Replaces the administrator's recovery codes with ten new ones and answers them: the only time
 * they are seen, since only their hashes are kept.
 */
export async function replaceRecoveryCodes(
  tx: TQueryable,
  adminId: number,
  atMs: number,
): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await tx.query(`DELETE FROM admin_recovery_codes WHERE admin_id = $1`, [adminId]);
  await tx.query(
    `INSERT INTO admin_recovery_codes (admin_id, code_hash, created_at)
     SELECT $1, unnest($2::bytea[]), $3`,
    [adminId, codes.map(hashOf), new Date(atMs)],
  );
  return codes;
}

/** Spends one unused code; false when it is wrong or already used. */
export async function spendRecoveryCode(
  tx: TQueryable,
  adminId: number,
  code: string,
  atMs: number,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE admin_recovery_codes SET used_at = $3
      WHERE admin_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
    [adminId, hashOf(code), new Date(atMs)],
  );
  return rows.length === 1;
}

export async function unusedRecoveryCodeCount(db: TQueryable, adminId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM admin_recovery_codes WHERE admin_id = $1 AND used_at IS NULL`,
    [adminId],
  );
  return row?.n ?? 0;
}

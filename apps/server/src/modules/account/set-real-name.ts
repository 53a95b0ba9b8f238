import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { writeAudit } from '../auth/audit.ts';

/**
 * The player sets the real name once (SPEC §5); the guarded upsert makes two racing requests
 * set it once. Changing it afterwards is an administrator's act (admin/players).
 */
export async function setOwnRealName(
  tx: TQueryable,
  userId: number,
  realName: string,
  now: number,
): Promise<TResult<void>> {
  const rows = await tx.query(
    `INSERT INTO account_profiles (user_id, real_name) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET real_name = $2 WHERE account_profiles.real_name IS NULL
     RETURNING 1`,
    [userId, realName],
  );
  if (rows.length === 0) return fail('RealNameAlreadySet');
  await writeAudit(tx, {
    at: now,
    actorUserId: userId,
    subjectUserId: userId,
    action: 'real_name.set',
  });
  return succeed(undefined);
}

/** Sets or (null) clears the real name, for an administrator who audits it in `tx`. */
export async function replaceRealName(
  tx: TQueryable,
  userId: number,
  realName: string | null,
): Promise<string | null> {
  const [before] = await tx.query<{ real_name: string | null }>(
    `SELECT real_name FROM account_profiles WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  await tx.query(
    `INSERT INTO account_profiles (user_id, real_name) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET real_name = $2`,
    [userId, realName],
  );
  return before?.real_name ?? null;
}

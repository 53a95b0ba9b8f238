import { createHash, randomBytes } from 'node:crypto';
import type { TQueryable } from '../../db/database.ts';

/** The cookie that names a browser the account logged in from (HttpOnly, login route only). */
export const deviceCookie = {
  name: 'lottery_device',
  path: '/api/Token/Login',
  maxAgeSeconds: 365 * 24 * 3600,
} as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** Whether `token` was issued to a browser at a login of this user. */
export async function isKnownDevice(
  db: TQueryable,
  userId: number,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const rows = await db.query(
    `SELECT 1 FROM login_devices WHERE token_hash = $1 AND user_id = $2`,
    [hashOf(token), userId],
  );
  return rows.length > 0;
}

/**
 * After a login: the browser's token when it is already this user's, else a new one. Only the
 * hash is stored, so the table does not hand out working cookies.
 */
export async function rememberDevice(
  tx: TQueryable,
  options: { userId: number; token: string | undefined; known: boolean; nowMs: number },
): Promise<string> {
  const at = new Date(options.nowMs);
  if (options.known && options.token) {
    await tx.query(`UPDATE login_devices SET used_at = $2 WHERE token_hash = $1`, [
      hashOf(options.token),
      at,
    ]);
    return options.token;
  }
  const token = randomBytes(32).toString('base64url');
  await tx.query(`DELETE FROM login_devices WHERE user_id = $1 AND used_at < $2`, [
    options.userId,
    new Date(options.nowMs - deviceCookie.maxAgeSeconds * 1000),
  ]);
  await tx.query(
    `INSERT INTO login_devices (token_hash, user_id, created_at, used_at) VALUES ($1, $2, $3, $3)`,
    [hashOf(token), options.userId, at],
  );
  return token;
}

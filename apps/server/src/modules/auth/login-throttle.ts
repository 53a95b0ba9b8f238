import type { TQueryable } from '../../db/database.ts';

/**
 * Two brakes on password guessing. Per account: `accountLockAfter` wrong answers in a row lock it
 * for `accountLockMs`. Per address: more than `addressFailureLimit` failures within
 * `addressWindowMs` refuse further attempts from that address until the oldest one ages out.
 */
export const loginThrottle = {
  accountLockAfter: 5,
  accountLockMs: 15 * 60_000,
  addressFailureLimit: 20,
  addressWindowMs: 10 * 60_000,
} as const;

/** Milliseconds until the address may try again, or 0 when it may try now. */
export async function addressRetryAfterMs(
  db: TQueryable,
  ip: string,
  nowMs: number,
): Promise<number> {
  const since = new Date(nowMs - loginThrottle.addressWindowMs);
  const rows = await db.query<{ failures: number; oldest: Date | null }>(
    `SELECT count(*)::int AS failures, min(failed_at) AS oldest
       FROM login_failures WHERE ip = $1 AND failed_at > $2`,
    [ip, since],
  );
  const { failures = 0, oldest = null } = rows[0] ?? {};
  if (failures < loginThrottle.addressFailureLimit || !oldest) return 0;
  return Math.max(1000, oldest.getTime() + loginThrottle.addressWindowMs - nowMs);
}

export async function recordAddressFailure(
  tx: TQueryable,
  ip: string,
  nowMs: number,
): Promise<void> {
  await tx.query(`DELETE FROM login_failures WHERE ip = $1 AND failed_at <= $2`, [
    ip,
    new Date(nowMs - loginThrottle.addressWindowMs),
  ]);
  await tx.query(`INSERT INTO login_failures (ip, failed_at) VALUES ($1, $2)`, [
    ip,
    new Date(nowMs),
  ]);
}

export const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

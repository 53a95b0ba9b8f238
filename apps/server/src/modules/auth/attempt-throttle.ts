import type { TQueryable } from '../../db/database.ts';

/** At most `limit` attempts of `action` per subject within `windowMs`. */
export interface TAttemptLimit {
  action: string;
  limit: number;
  windowMs: number;
}

/**
 * Registrations per address: each costs an argon2 hash and makes an account. Behind a proxy the
 * address is the proxy's unless TRUST_PROXY is set, so the limit is generous.
 */
export const registrationLimit: TAttemptLimit = {
  action: 'register',
  limit: 10,
  windowMs: 10 * 60_000,
};

/** Wrong current passwords per account at ChangePassword: a stolen session cannot guess on. */
export const oldPasswordLimit: TAttemptLimit = {
  action: 'old_password',
  limit: 5,
  windowMs: 15 * 60_000,
};

/** Milliseconds until `subject` may try again, or 0 when it may try now. */
export async function attemptWaitMs(
  db: TQueryable,
  limit: TAttemptLimit,
  subject: string,
  nowMs: number,
): Promise<number> {
  const [row] = await db.query<{ attempts: number; oldest: Date | null }>(
    `SELECT count(*)::int AS attempts, min(at) AS oldest FROM throttled_attempts
      WHERE action = $1 AND subject = $2 AND at > $3`,
    [limit.action, subject, new Date(nowMs - limit.windowMs)],
  );
  if (!row?.oldest || row.attempts < limit.limit) return 0;
  return Math.max(1000, row.oldest.getTime() + limit.windowMs - nowMs);
}

/** Counts one attempt; the subject's rows that aged out go at the same time. */
export async function recordAttempt(
  db: TQueryable,
  limit: TAttemptLimit,
  subject: string,
  nowMs: number,
): Promise<void> {
  await db.query(`DELETE FROM throttled_attempts WHERE action = $1 AND subject = $2 AND at <= $3`, [
    limit.action,
    subject,
    new Date(nowMs - limit.windowMs),
  ]);
  await db.query(`INSERT INTO throttled_attempts (action, subject, at) VALUES ($1, $2, $3)`, [
    limit.action,
    subject,
    new Date(nowMs),
  ]);
}

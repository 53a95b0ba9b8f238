import type { TDatabase } from '../../db/database.ts';
import { periodicJob } from '../../jobs/periodic-job.ts';
import type { TClock } from '../../platform/clock.ts';

/**
 * The expiry job: every unused coupon past its expiry becomes expired, in one statement guarded
 * by the state, so two instances or two ticks expire each coupon once. Expiry moves no money (an
 * unused coupon holds none); a use racing the job locks the coupon row first and checks the
 * expiry itself (use-checks.ts), so a coupon is never both used and expired.
 */
export async function expireCoupons(db: TDatabase, now: number): Promise<number> {
  const rows = await db.query(
    `UPDATE coupons SET state = 'expired'
      WHERE state = 'unused' AND expires_at <= $1 RETURNING id`,
    [now],
  );
  return rows.length;
}

export function createCouponExpiryJob(deps: {
  db: TDatabase;
  clock: TClock;
  logger?: { error(details: object, message: string): void };
}) {
  return periodicJob(
    () => expireCoupons(deps.db, deps.clock.now()),
    (error) => deps.logger?.error({ err: error }, 'the coupon expiry job failed'),
  );
}

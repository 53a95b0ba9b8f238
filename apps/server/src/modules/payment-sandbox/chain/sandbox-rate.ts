import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import type { TRateAdapter } from '../../deposit/usdt/rate-adapter.ts';

/** Around 7.20 CNY per USDT, moving ±0.08 over an hour: plausible, and never the same twice. */
const baseMicro = 7_200_000;
const swingMicro = 80_000;
const periodMs = 3_600_000;

export const sandboxRateAt = (now: number): bigint =>
  BigInt(
    baseMicro + Math.round(swingMicro * Math.sin((2 * Math.PI * (now % periodMs)) / periodMs)),
  );

/**
 * The sandbox rate source: a rate from the clock, and a failure for each of the next quotes a
 * demo or a test asked to fail (POST /api/Sandbox/Rate/Faults), as a real feed's outage.
 */
export function sandboxRateAdapter(deps: { db: TDatabase; clock: TClock }): TRateAdapter {
  return {
    source: 'sandbox',
    async quote() {
      const failed = await deps.db.query(
        `UPDATE sandbox_rate_faults SET failures_left = failures_left - 1
          WHERE failures_left > 0 RETURNING failures_left`,
      );
      if (failed.length > 0) return null;
      const now = deps.clock.now();
      return { rateMicro: sandboxRateAt(now), at: now };
    },
  };
}

export async function setSandboxRateFailures(db: TDatabase, failures: number): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_rate_faults (id, failures_left) VALUES (true, $1)
     ON CONFLICT (id) DO UPDATE SET failures_left = EXCLUDED.failures_left`,
    [failures],
  );
}

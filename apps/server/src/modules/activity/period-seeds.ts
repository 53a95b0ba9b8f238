import { randomBytes } from 'node:crypto';
import { commitmentOf } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import type { TActivityPeriod } from './activity-period.ts';

/**
 * The secret seed of an activity period (commit-reveal, packages/lottery weighted-draw.ts). It is
 * made the first time anyone needs the period, by a detail view (which shows the commitment) or a
 * claim; a concurrent maker's seed is kept, so a period has exactly one. The seed leaves the
 * database only through revealedSeed, once the period is over.
 */
export interface TPeriodSeed {
  serverSeed: string;
  commitment: string;
}

export async function periodSeed(
  tx: TQueryable,
  activityId: number,
  period: TActivityPeriod,
  nowMs: number,
): Promise<TPeriodSeed> {
  const serverSeed = randomBytes(32).toString('hex');
  await tx.query(
    `INSERT INTO activity_period_seeds
       (activity_id, period_key, server_seed, commitment, period_ends_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [activityId, period.key, serverSeed, commitmentOf(serverSeed), period.endsAt, nowMs],
  );
  const [row] = await tx.query<{ server_seed: string; commitment: string }>(
    `SELECT server_seed, commitment FROM activity_period_seeds
      WHERE activity_id = $1 AND period_key = $2`,
    [activityId, period.key],
  );
  if (!row) throw new Error(`activity ${activityId} period ${period.key} has no seed`);
  return { serverSeed: row.server_seed, commitment: row.commitment };
}

/**
 * The commitment of a period, and its seed only when the period is over or the activity can pay
 * no more in it (stopped, exhausted, ended): no draw of it can happen after the reveal.
 */
export async function revealedSeed(
  db: TQueryable,
  activityId: number,
  periodKey: string,
  nowMs: number,
): Promise<{ commitment: string; serverSeed: string | null } | null> {
  const [row] = await db.query<{ commitment: string; server_seed: string | null }>(
    `SELECT s.commitment,
            CASE WHEN s.period_ends_at <= $3 OR a.ends_at <= $3
                      OR a.state IN ('stopped', 'exhausted', 'ended')
                 THEN s.server_seed END AS server_seed
       FROM activity_period_seeds s JOIN activities a ON a.id = s.activity_id
      WHERE s.activity_id = $1 AND s.period_key = $2`,
    [activityId, periodKey, nowMs],
  );
  return row ? { commitment: row.commitment, serverSeed: row.server_seed } : null;
}

import type { TDatabase } from '../../db/database.ts';
import { periodicJob } from '../../jobs/periodic-job.ts';
import type { TClock } from '../../platform/clock.ts';
import { settleBonusGrantsOf, type TSettleOutcome } from './settle-bonus-grants.ts';

/**
 * The bonus wallet job: every player with an active grant brought up to date
 * (settle-bonus-grants.ts), one transaction per player. Release and forfeit happen here only,
 * not at bet settlement, so the bet and settlement paths stay untouched and there is one writer
 * whose exactly-once rests on the grant's state and the counted-ticket rows. Any instance may
 * tick; tick() answers the totals.
 */
export async function runBonusWalletJob(db: TDatabase, now: number): Promise<TSettleOutcome> {
  const users = await db.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM bonus_grants WHERE state = 'active' ORDER BY user_id`,
  );
  const total: TSettleOutcome = { counted: 0, released: 0, forfeited: 0 };
  for (const { user_id: userId } of users) {
    const outcome = await settleBonusGrantsOf(db, userId, now);
    total.counted += outcome.counted;
    total.released += outcome.released;
    total.forfeited += outcome.forfeited;
  }
  return total;
}

export function createBonusWalletJob(deps: {
  db: TDatabase;
  clock: TClock;
  logger?: { error(details: object, message: string): void };
}) {
  return periodicJob(
    () => runBonusWalletJob(deps.db, deps.clock.now()),
    (error) => deps.logger?.error({ err: error }, 'the bonus wallet job failed'),
  );
}

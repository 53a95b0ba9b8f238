import { join } from 'node:path';
import { openPglite } from '../../apps/server/src/db/database.ts';
import {
  dayEndMs,
  runDailyPayDay,
  siteDayOf,
} from '../../apps/server/src/modules/agent/daily-pay/daily-pay-job.ts';

/**
 * The server's clock is the machine's, and no site day ends during a journey. To see what the
 * next day brings, a journey stops its server, runs the product's own job here on the server's
 * PGlite folder with a clock after the day's end (as the server's job would run then), and
 * starts the server again on the same data.
 */
export async function runDailyPayOfToday(dataDir: string) {
  const day = siteDayOf(Date.now());
  const clock = { now: () => dayEndMs(day) + 60_000 };
  const db = await openPglite(join(dataDir, 'pglite'));
  try {
    return await runDailyPayDay(db, clock, day);
  } finally {
    await db.close();
  }
}

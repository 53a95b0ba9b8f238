import { openPostgres } from '../../db/database.ts';
import { systemClock } from '../../platform/clock.ts';
import { settleIssue } from './settle-issue.ts';

/**
 * A settlement process for settle-crash.integration.test.ts, which SIGKILLs it mid-way:
 * `node --import tsx settle-crash.child.ts <database url> <game id> <serial> <batch size>`
 * settles the issue and prints its outcome as JSON.
 */
const [url = '', gameId = '', serialNumber = '', batchSize = ''] = process.argv.slice(2);
const db = openPostgres(url, 1);
const outcome = await settleIssue(
  db,
  { gameId: Number(gameId), serialNumber },
  { now: () => systemClock.now(), batchSize: Number(batchSize) },
);
await db.close();
process.stdout.write(
  JSON.stringify(outcome, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  ),
);

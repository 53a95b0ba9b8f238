import type { TQueryable } from '../../db/database.ts';
import { secondsUntil } from '../auth/login-throttle.ts';
import type { TChatRateLimit } from '../chat/chat-limits.ts';
import { rateLimitWaitMs } from '../chat/posting-rules.ts';

/**
 * Seconds until one more fits `limit`, given a query for the time of the limit's count-th newest
 * row ($1 the key, $2 the offset); 0: it fits now.
 */
export async function secondsToWait(
  tx: TQueryable,
  countThNewestSql: string,
  key: number | string,
  limit: TChatRateLimit,
  nowMs: number,
): Promise<number> {
  const [row] = await tx.query<{ at: string }>(countThNewestSql, [key, limit.count - 1]);
  const waitMs = rateLimitWaitMs(limit, row ? Number(row.at) : null, nowMs);
  return waitMs > 0 ? secondsUntil(waitMs) : 0;
}

import type { TDatabase, TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TServiceDeps } from './service-deps.ts';
import { visitorsPerAddress } from './service-limits.ts';
import { secondsToWait } from './service-rate-limits.ts';

const countThNewestVisitorSql = `SELECT created_at::text AS at FROM service_visitors
  WHERE address = $1::inet ORDER BY created_at DESC OFFSET $2 LIMIT 1`;

async function visitorExists(db: TDatabase, visitorId: number): Promise<boolean> {
  const [row] = await db.query(`SELECT 1 FROM service_visitors WHERE id = $1`, [visitorId]);
  return row !== undefined;
}

/**
 * POST /api/Chat/Visitor: the token a visitor keeps (a reload keeps the conversation). A token
 * already held and still valid is answered back; otherwise a new visitor, a few per address.
 */
export async function issueVisitor(
  deps: TServiceDeps,
  address: string,
  heldToken: string | undefined,
): Promise<TResult<{ VisitorId: number; Token: string }>> {
  const held = heldToken ? deps.tokens.visitorOf(heldToken) : null;
  if (held !== null && (await visitorExists(deps.db, held)))
    return succeed({ VisitorId: held, Token: deps.tokens.visitorToken(held) });
  const nowMs = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Serializes one address's issues, so its limit holds under concurrent requests.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('service-visitor:' || $1))`, [address]);
    const wait = await secondsToWait(
      tx,
      countThNewestVisitorSql,
      address,
      visitorsPerAddress,
      nowMs,
    );
    if (wait > 0) return fail('ServiceVisitorRateLimited', { retryAfterSeconds: wait });
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO service_visitors (address, created_at) VALUES ($1::inet, $2) RETURNING id`,
      [address, nowMs],
    );
    if (!row) throw new Error('visitor insert returned nothing');
    return succeed({ VisitorId: row.id, Token: deps.tokens.visitorToken(row.id) });
  });
}

/** The address a visitor's token was issued to (their limits count per address). */
export async function visitorAddress(db: TQueryable, visitorId: number): Promise<string | null> {
  const [row] = await db.query<{ address: string }>(
    `SELECT host(address) AS address FROM service_visitors WHERE id = $1`,
    [visitorId],
  );
  return row?.address ?? null;
}

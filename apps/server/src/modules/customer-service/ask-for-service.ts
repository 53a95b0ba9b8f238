import { isOpenServiceState, type TServiceSession } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import type { TAsker } from './service-askers.ts';
import type { TServiceDeps } from './service-deps.ts';
import { visitorSessionsPerAddress } from './service-limits.ts';
import { secondsToWait } from './service-rate-limits.ts';
import { askerSession, latestSessionOf, readSession } from './service-rows.ts';
import { visitorAddress } from './visitors.ts';

const countThNewestAddressSessionSql = `SELECT s.requested_at::text AS at
  FROM service_visitors v JOIN service_sessions s ON s.visitor_id = v.id
 WHERE v.address = $1::inet ORDER BY s.requested_at DESC OFFSET $2 LIMIT 1`;

/** Locks the asker's row: one open session per asker, whoever asks twice at once. */
async function lockAsker(tx: TQueryable, asker: TAsker): Promise<boolean> {
  const [row] =
    asker.kind === 'player'
      ? await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [asker.userId])
      : await tx.query(`SELECT 1 FROM service_visitors WHERE id = $1 FOR UPDATE`, [
          asker.visitorId,
        ]);
  return row !== undefined;
}

async function askIn(
  tx: TQueryable,
  asker: TAsker,
  nowMs: number,
): Promise<TResult<{ session: TServiceSession; isNew: boolean }>> {
  if (!(await lockAsker(tx, asker))) return fail('ServiceVisitorInvalid');
  const latest = await latestSessionOf(tx, asker);
  if (latest && isOpenServiceState(latest.state))
    return succeed({ session: await askerSession(tx, latest), isNew: false });
  if (asker.kind === 'visitor') {
    const address = await visitorAddress(tx, asker.visitorId);
    if (address === null) return fail('ServiceVisitorInvalid');
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('service-visitor:' || $1))`, [address]);
    const wait = await secondsToWait(
      tx,
      countThNewestAddressSessionSql,
      address,
      visitorSessionsPerAddress,
      nowMs,
    );
    if (wait > 0) return fail('ServiceVisitorRateLimited', { retryAfterSeconds: wait });
  }
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO service_sessions (user_id, visitor_id, requested_at) VALUES ($1, $2, $3)
     RETURNING id`,
    [
      asker.kind === 'player' ? asker.userId : null,
      asker.kind === 'visitor' ? asker.visitorId : null,
      nowMs,
    ],
  );
  const row = inserted ? await readSession(tx, inserted.id) : null;
  if (!row) throw new Error('service session insert returned nothing');
  return succeed({ session: await askerSession(tx, row), isNew: true });
}

/**
 * AddCustomerServiceWaiting: the asker joins the queue, or keeps the session already open (asking
 * twice is one session). Visitors' new sessions are limited per address.
 */
export function askForService(deps: TServiceDeps, asker: TAsker) {
  const nowMs = deps.clock.now();
  return transactionResult(deps.db, (tx) => askIn(tx, asker, nowMs));
}

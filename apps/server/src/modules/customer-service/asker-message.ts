import { isOpenServiceState, type TServiceMessage } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import type { TAsker } from './service-askers.ts';
import type { TServiceDeps } from './service-deps.ts';
import { askerMessages, visitorMessagesPerAddress } from './service-limits.ts';
import { secondsToWait } from './service-rate-limits.ts';
import { latestSessionOf, messageColumns, messageOf } from './service-rows.ts';
import { checkServiceText } from './service-text.ts';
import { visitorAddress } from './visitors.ts';

const countThNewestAskerSql = `SELECT created_at::text AS at FROM service_messages
  WHERE session_id = $1 AND operator_id IS NULL ORDER BY id DESC OFFSET $2 LIMIT 1`;
const countThNewestAddressSql = `SELECT created_at::text AS at FROM service_messages
  WHERE sender_address = $1::inet ORDER BY id DESC OFFSET $2 LIMIT 1`;

/** The sent message and who else must receive it: the operator serving, if any. */
export interface TAskerPost {
  message: TServiceMessage;
  operatorId: number | null;
}

async function nameOf(tx: TQueryable, asker: TAsker): Promise<string> {
  if (asker.kind === 'visitor') return `visitor-${asker.visitorId}`;
  const [row] = await tx.query<{ nick_name: string }>(`SELECT nick_name FROM users WHERE id = $1`, [
    asker.userId,
  ]);
  return row?.nick_name ?? '';
}

async function postIn(
  tx: TQueryable,
  asker: TAsker,
  body: string,
  nowMs: number,
): Promise<TResult<TAskerPost>> {
  // The session's row orders its messages and holds the asker's limit.
  const session = await latestSessionOf(tx, asker, true);
  if (!session) return fail('ServiceSessionNotFound');
  if (!isOpenServiceState(session.state)) return fail('ServiceSessionFinished');
  const text = checkServiceText(body);
  if (!text.ok) return text;
  const wait = await secondsToWait(tx, countThNewestAskerSql, session.id, askerMessages, nowMs);
  if (wait > 0) return fail('ServiceAskerRateLimited', { retryAfterSeconds: wait });
  const address = asker.kind === 'visitor' ? await visitorAddress(tx, asker.visitorId) : null;
  if (address !== null) {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('service-visitor:' || $1))`, [address]);
    const addressWait = await secondsToWait(
      tx,
      countThNewestAddressSql,
      address,
      visitorMessagesPerAddress,
      nowMs,
    );
    if (addressWait > 0) return fail('ServiceAskerRateLimited', { retryAfterSeconds: addressWait });
  }
  const [row] = await tx.query<Parameters<typeof messageOf>[0]>(
    `INSERT INTO service_messages (session_id, sender_name, body, sender_address, created_at)
     VALUES ($1, $2, $3, $4::inet, $5) RETURNING ${messageColumns}`,
    [session.id, await nameOf(tx, asker), text.value, address, nowMs],
  );
  if (!row) throw new Error('service message insert returned nothing');
  return succeed({ message: messageOf(row), operatorId: session.operator_id });
}

/**
 * AddMessageAnonymity (visitor) and AddCustomerServiceMessage (player): into the asker's open
 * session, waiting or served. Limited per session, and for visitors per address too.
 */
export function postAskerMessage(deps: TServiceDeps, asker: TAsker, body: string) {
  const nowMs = deps.clock.now();
  return transactionResult(deps.db, (tx) => postIn(tx, asker, body, nowMs));
}

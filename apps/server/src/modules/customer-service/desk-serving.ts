import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { readSession, type TSessionRow } from './service-rows.ts';

/** The session, locked, if this operator serves it now: replies, transfers and finishes need it. */
export async function lockServedBy(
  tx: TQueryable,
  sessionId: number,
  adminId: number,
): Promise<TResult<TSessionRow>> {
  const row = await readSession(tx, sessionId, true);
  if (!row) return fail('ServiceSessionNotFound');
  if (row.state !== 'serving' || row.operator_id !== adminId) return fail('ServiceNotServing');
  return succeed(row);
}

import { walletChangedEvent } from '@lottery/contracts';
import type { TQueryable } from '../db/database.ts';

/**
 * Writes a hub event for one user into the outbox, in the transaction of the change it announces
 * (outbox-relay.ts sends it after commit). The dedupe key makes a repeated write of the same
 * notice (a retried request, a rerun job) one row.
 */
export async function writeUserEvent(
  tx: TQueryable,
  row: { key: string; userId: number; event: string; payload?: object; now: number },
) {
  await tx.query(
    `INSERT INTO outbox (dedupe_key, target, target_id, event, payload, created_at)
     VALUES ($1, 'user', $2, $3, $4::jsonb, $5) ON CONFLICT (dedupe_key) DO NOTHING`,
    [row.key, row.userId, row.event, JSON.stringify(row.payload ?? {}), row.now],
  );
}

/** Tells the user's screens that a ledger transaction changed their balance. */
export async function notifyWalletChanged(
  tx: TQueryable,
  userId: number,
  transactionId: bigint,
  now: number,
) {
  await writeUserEvent(tx, {
    key: `${walletChangedEvent}:${String(transactionId)}:${userId}`,
    userId,
    event: walletChangedEvent,
    now,
  });
}

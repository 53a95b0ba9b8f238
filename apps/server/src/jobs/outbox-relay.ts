import type { TDatabase } from '../db/database.ts';
import { hubGroups } from '../hub/hub-groups.ts';
import type { TRealtime } from '../hub/realtime.ts';
import type { TClock } from '../platform/clock.ts';
import { periodicJob } from './periodic-job.ts';
import type { TJobLogger } from './settlement-worker.ts';

/**
 * The outbox relay (reliability target 15): side effects are written to `outbox` in the
 * transaction of the change they announce (settlement's win notices); this sends them to the hub
 * after commit, in id order, and marks them sent. A row's target is a user (every device), a
 * game's watchers, a chat room's connected members (its hub group, as ReceiveMessage goes), or
 * an activity screen's watchers (the red-pack rain's winner list):
 * each through the hub, so across instances by the Redis backplane when there is one.
 *
 * Delivery is at least once. A batch is claimed (FOR UPDATE SKIP LOCKED, so instances share the
 * outbox), sent, and marked sent in the same transaction: a crash or a failed send after some
 * messages went out rolls the marks back, and the next tick sends those messages again. Nothing
 * is lost, and a repeat carries the row's dedupe_key as the payload's DedupeKey so that a client
 * drops a notice it has already shown. Exactly once is impossible across a hub send and a
 * database commit; this is the documented trade.
 */

export interface TOutboxRelayDeps {
  db: TDatabase;
  realtime: Pick<TRealtime, 'toUser' | 'toGame' | 'toGroup'>;
  clock: TClock;
  logger?: Pick<TJobLogger, 'error'>;
  batchSize?: number;
}

export interface TOutboxRelay {
  /** Sends every unsent row (batch after batch); resolves with how many were sent. */
  tick(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  sendSoon(): void;
}

interface TOutboxRow {
  id: bigint;
  dedupe_key: string;
  target: 'user' | 'game' | 'room' | 'activity';
  target_id: number;
  event: string;
  payload: Record<string, unknown>;
}

export function createOutboxRelay(deps: TOutboxRelayDeps): TOutboxRelay {
  const { db, realtime, clock, logger, batchSize = 500 } = deps;

  const sendBatch = () =>
    db.transaction(async (tx) => {
      const rows = await tx.query<TOutboxRow>(
        `SELECT id, dedupe_key, target, target_id, event, payload FROM outbox
          WHERE sent_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      for (const row of rows) {
        const message = { ...row.payload, DedupeKey: row.dedupe_key };
        if (row.target === 'user') await realtime.toUser(row.target_id, row.event, message);
        else if (row.target === 'game') await realtime.toGame(row.target_id, row.event, message);
        else if (row.target === 'room')
          await realtime.toGroup(hubGroups.chatRoom(row.target_id), row.event, message);
        else await realtime.toGroup(hubGroups.activity(row.target_id), row.event, message);
      }
      if (rows.length > 0)
        await tx.query('UPDATE outbox SET sent_at = $2 WHERE id = ANY($1::bigint[])', [
          rows.map((row) => row.id),
          clock.now(),
        ]);
      return rows.length;
    });

  async function runTick() {
    let sent = 0;
    for (;;) {
      const count = await sendBatch();
      sent += count;
      if (count < batchSize) return sent;
    }
  }

  const job = periodicJob(runTick, (error) =>
    logger?.error({ err: error }, 'outbox relay tick failed'),
  );
  return {
    tick: job.tick,
    start: (intervalMs = 250) => job.start(intervalMs),
    stop: job.stop,
    sendSoon: job.soon,
  };
}

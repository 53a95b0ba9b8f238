import { chatSyncMaxPerRoom } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

/**
 * A room's removals by number (migration 0040: numbered under the room's row lock, so in commit
 * order). Both reads walk the chat_messages_room_removals index, which holds removed messages
 * only.
 */

/** The room's last removal number, 0 if none: read before a page, it marks what the page reflects. */
export async function lastRemoval(db: TQueryable, roomId: number): Promise<number> {
  const [row] = await db.query<{ removal_seq: string }>(
    `SELECT removal_seq::text FROM chat_messages
      WHERE room_id = $1 AND removal_seq IS NOT NULL ORDER BY removal_seq DESC LIMIT 1`,
    [roomId],
  );
  return row ? Number(row.removal_seq) : 0;
}

export interface TRemovalsAfter {
  messageIds: number[];
  cursor: number;
  hasMore: boolean;
}

/**
 * The messages up to `throughId` (what the client may hold) removed after `cursor`, oldest
 * removal first, up to chatSyncMaxPerRoom. The next cursor is the room's last removal, read
 * first: a removal committing meanwhile is numbered past it and comes again next time (a client
 * drops a message it no longer holds), never not at all.
 */
export async function removalsAfter(
  db: TQueryable,
  roomId: number,
  cursor: number,
  throughId: number,
): Promise<TRemovalsAfter> {
  const last = await lastRemoval(db, roomId);
  if (last <= cursor) return { messageIds: [], cursor: last, hasMore: false };
  const rows = await db.query<{ id: string; removal_seq: string }>(
    `SELECT id::text, removal_seq::text FROM chat_messages
      WHERE room_id = $1 AND removal_seq > $2 AND removal_seq <= $3 AND id <= $4
      ORDER BY removal_seq LIMIT $5`,
    [roomId, cursor, last, throughId, chatSyncMaxPerRoom + 1],
  );
  if (rows.length <= chatSyncMaxPerRoom)
    return { messageIds: rows.map((row) => Number(row.id)), cursor: last, hasMore: false };
  const shown = rows.slice(0, chatSyncMaxPerRoom);
  return {
    messageIds: shown.map((row) => Number(row.id)),
    cursor: Number(shown.at(-1)?.removal_seq),
    hasMore: true,
  };
}

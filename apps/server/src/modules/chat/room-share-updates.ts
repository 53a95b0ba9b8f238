import { chatSyncMaxPerRoom, type TChatMessage } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { messageColumns, messageOf, type TMessageRow } from './message-rows.ts';

/**
 * A room's settled shares by number (migration 0043: numbered under the room's row lock by
 * shared-ticket-settled.ts, so in commit order). Both reads walk chat_messages_room_share_updates,
 * which holds settled shares only.
 */

/** The room's last share update, 0 if none: read before a page, it marks what the page shows. */
export async function lastShareUpdate(db: TQueryable, roomId: number): Promise<number> {
  const [row] = await db.query<{ share_update_seq: string }>(
    `SELECT share_update_seq::text FROM chat_messages
      WHERE room_id = $1 AND share_update_seq IS NOT NULL ORDER BY share_update_seq DESC LIMIT 1`,
    [roomId],
  );
  return row ? Number(row.share_update_seq) : 0;
}

export interface TShareUpdatesAfter {
  messages: TChatMessage[];
  cursor: number;
  hasMore: boolean;
}

/**
 * The visible share messages the client may hold (after `clearedThroughId`, up to `throughId`)
 * whose snapshot changed after `cursor`, in the order they changed, up to chatSyncMaxPerRoom.
 * The next cursor is the room's last update, read first: one committing meanwhile is numbered past
 * it and comes again next time (the client replaces the card by id, so it shows once), never not
 * at all.
 */
export async function shareUpdatesAfter(
  db: TQueryable,
  room: { roomId: number; cursor: number; clearedThroughId: number; throughId: number },
): Promise<TShareUpdatesAfter> {
  const last = await lastShareUpdate(db, room.roomId);
  if (last <= room.cursor) return { messages: [], cursor: last, hasMore: false };
  const rows = await db.query<TMessageRow & { share_update_seq: string }>(
    `SELECT ${messageColumns}, m.share_update_seq::text FROM chat_messages m
      WHERE m.room_id = $1 AND m.share_update_seq > $2 AND m.share_update_seq <= $3
        AND m.id > $4 AND m.id <= $5 AND m.removed_at IS NULL
      ORDER BY m.share_update_seq LIMIT $6`,
    [room.roomId, room.cursor, last, room.clearedThroughId, room.throughId, chatSyncMaxPerRoom + 1],
  );
  if (rows.length <= chatSyncMaxPerRoom)
    return { messages: rows.map(messageOf), cursor: last, hasMore: false };
  const shown = rows.slice(0, chatSyncMaxPerRoom);
  return {
    messages: shown.map(messageOf),
    cursor: Number(shown.at(-1)?.share_update_seq),
    hasMore: true,
  };
}

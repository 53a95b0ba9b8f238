import type { TQueryable } from '../../db/database.ts';
import { succeed, type TResult } from '../../platform/result.ts';
import { findMembership } from './room-membership.ts';

/** The room's newest visible message id, or 0. */
async function newestMessageId(db: TQueryable, roomId: number): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text FROM chat_messages WHERE room_id = $1 AND removed_at IS NULL
      ORDER BY id DESC LIMIT 1`,
    [roomId],
  );
  return row ? Number(row.id) : 0;
}

/**
 * UpdateRoomActiveTime: the member has read the room up to `upToId` (omitted: its newest
 * message). The mark never moves back (two devices reading at once) nor past the newest message.
 */
export async function markRoomRead(
  db: TQueryable,
  userId: number,
  roomId: number,
  upToId: number | undefined,
): Promise<TResult<number>> {
  const membership = await findMembership(db, userId, roomId);
  if (!membership.ok) return membership;
  const newest = await newestMessageId(db, roomId);
  const [row] = await db.query<{ last_read_message_id: string }>(
    `UPDATE chat_room_members SET last_read_message_id = greatest(last_read_message_id, $3)
      WHERE room_id = $1 AND user_id = $2 RETURNING last_read_message_id::text`,
    [roomId, userId, Math.min(upToId ?? newest, newest)],
  );
  return succeed(Number(row?.last_read_message_id ?? 0));
}

/**
 * SetHistoryMessageClearTime: the member no longer sees the room's messages up to now (for them
 * only); paging keys on the newest message id at that moment, and those messages count as read.
 */
export async function clearRoomHistory(
  db: TQueryable,
  userId: number,
  roomId: number,
  nowMs: number,
): Promise<TResult<number>> {
  const membership = await findMembership(db, userId, roomId);
  if (!membership.ok) return membership;
  const newest = await newestMessageId(db, roomId);
  await db.query(
    `UPDATE chat_room_members
        SET history_cleared_at = $3,
            history_cleared_through_id = greatest(history_cleared_through_id, $4),
            last_read_message_id = greatest(last_read_message_id, $4)
      WHERE room_id = $1 AND user_id = $2`,
    [roomId, userId, nowMs, newest],
  );
  return succeed(nowMs);
}

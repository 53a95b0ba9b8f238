import { chatSyncMaxPerRoom, type TChatSync, type TChatSyncRequest } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { messageColumns, messageOf, type TMessageRow } from './message-rows.ts';
import type { TMembership } from './room-membership.ts';
import { removalsAfter } from './room-removals.ts';
import { shareUpdatesAfter } from './room-share-updates.ts';

/**
 * SyncWhenReconnected's answer: for each given room the caller is in, the messages after the
 * client's last id (and after its history clear point), oldest first, up to chatSyncMaxPerRoom,
 * the messages it may hold that were removed after its removal cursor (room-removals.ts), and the
 * share messages it may hold whose ticket settled after its share cursor (room-share-updates.ts).
 * A room it is not in is left out of the answer: it reads nothing there.
 */
export async function syncMissed(
  db: TQueryable,
  memberships: readonly TMembership[],
  request: TChatSyncRequest,
): Promise<TChatSync> {
  const byRoom = new Map(memberships.map((membership) => [membership.roomId, membership]));
  const rooms: TChatSync['Rooms'] = [];
  for (const wanted of request.Rooms) {
    const membership = byRoom.get(wanted.RoomId);
    if (!membership) continue;
    // Removals and settled shares first: one committing before the messages' read is either among them or
    // numbered past the cursor answered, so the client hears of it (room-removals.ts).
    const removals = await removalsAfter(
      db,
      wanted.RoomId,
      wanted.RemovalCursor,
      wanted.LastMessageId,
    );
    const shares = await shareUpdatesAfter(db, {
      roomId: wanted.RoomId,
      cursor: wanted.ShareCursor,
      clearedThroughId: membership.historyClearedThroughId,
      throughId: wanted.LastMessageId,
    });
    const rows = await db.query<TMessageRow>(
      `SELECT ${messageColumns} FROM chat_messages m
        WHERE m.room_id = $1 AND m.removed_at IS NULL AND m.id > $2
        ORDER BY m.id LIMIT $3`,
      [
        wanted.RoomId,
        Math.max(wanted.LastMessageId, membership.historyClearedThroughId),
        chatSyncMaxPerRoom + 1,
      ],
    );
    rooms.push({
      RoomId: wanted.RoomId,
      Messages: rows.slice(0, chatSyncMaxPerRoom).map(messageOf),
      HasMore: rows.length > chatSyncMaxPerRoom,
      RemovedMessageIds: removals.messageIds,
      RemovalCursor: removals.cursor,
      HasMoreRemovals: removals.hasMore,
      SettledShares: shares.messages,
      ShareCursor: shares.cursor,
      HasMoreSettledShares: shares.hasMore,
    });
  }
  return { Rooms: rooms };
}

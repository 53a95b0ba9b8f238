import type { TChatMessage } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import type { TChatDeps } from './chat-deps.ts';
import { messageColumns, messageOf, type TMessageRow } from './message-rows.ts';
import { lockRoom, membershipFor } from './room-members.ts';
import type { TMembership } from './room-membership.ts';
import type { TRoomOperation } from './room-rules.ts';
import { siteGroupsOpenFor } from './site-rooms.ts';

/** The caller's membership if they may keep order this way here (and site groups are open). */
async function keeperOf(
  tx: TQueryable,
  userId: number,
  roomId: number,
  operation: TRoomOperation,
): Promise<TResult<TMembership>> {
  const membership = await membershipFor(tx, userId, roomId, operation);
  if (!membership.ok) return membership;
  const open = await siteGroupsOpenFor(tx, membership.value.kind);
  return open.ok ? membership : open;
}

/** PinMessage: one pinned message per room (a new pin replaces it); MessageId 0 unpins. */
export function pinMessage(
  deps: TChatDeps,
  userId: number,
  request: { RoomId: number; MessageId: number },
): Promise<TResult<TChatMessage | null>> {
  return transactionResult(deps.db, async (tx) => {
    const keeper = await keeperOf(tx, userId, request.RoomId, 'pin');
    if (!keeper.ok) return keeper;
    let message: TChatMessage | null = null;
    if (request.MessageId !== 0) {
      // Only what every member still sees: not removed, not behind the room's clear.
      const [row] = await tx.query<TMessageRow>(
        `SELECT ${messageColumns} FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id
          WHERE m.id = $1 AND m.room_id = $2 AND m.removed_at IS NULL
            AND m.id > r.history_cleared_through_id`,
        [request.MessageId, request.RoomId],
      );
      if (!row) return fail('ChatPinnedMessageNotFound');
      message = messageOf(row);
    }
    await tx.query(`UPDATE chat_rooms SET pinned_message_id = $2 WHERE id = $1`, [
      request.RoomId,
      message?.Id ?? null,
    ]);
    return succeed(message);
  });
}

export interface TRoomCleared {
  clearedThroughId: number;
  clearedAt: number;
  /** The pinned message went with the history. */
  wasPinCleared: boolean;
}

/**
 * ClearRoomHistory: the room's messages so far are hidden from every member (kept stored, as a
 * removed message is); paging, unread counts and sync start past the newest one.
 */
export function clearRoomForEveryone(
  deps: TChatDeps,
  userId: number,
  roomId: number,
): Promise<TResult<TRoomCleared>> {
  const nowMs = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const keeper = await keeperOf(tx, userId, roomId, 'clearHistory');
    if (!keeper.ok) return keeper;
    // The room's lock first (posts take it too), then its newest id: no message commits behind
    // the clear point unseen.
    await lockRoom(tx, roomId);
    const [row] = await tx.query<{ through: string; had_pin: boolean }>(
      `WITH newest AS (SELECT coalesce(max(id), 0) AS id FROM chat_messages WHERE room_id = $1),
            before AS (SELECT pinned_message_id FROM chat_rooms WHERE id = $1)
       UPDATE chat_rooms r
          SET history_cleared_through_id = greatest(r.history_cleared_through_id, newest.id),
              history_cleared_at = $2, pinned_message_id = NULL
         FROM newest, before WHERE r.id = $1
       RETURNING r.history_cleared_through_id::text AS through,
                 before.pinned_message_id IS NOT NULL AS had_pin`,
      [roomId, nowMs],
    );
    if (!row) throw new Error('room clear updated nothing');
    return succeed({
      clearedThroughId: Number(row.through),
      clearedAt: nowMs,
      wasPinCleared: row.had_pin,
    });
  });
}

/** RemoveRoomMessage: a room's manager or tutor (a group's owner too) removes a message. */
export function removeRoomMessage(
  deps: TChatDeps,
  userId: number,
  request: { RoomId: number; MessageId: number },
): Promise<TResult<{ wasPinned: boolean }>> {
  const nowMs = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const keeper = await keeperOf(tx, userId, request.RoomId, 'removeMessage');
    if (!keeper.ok) return keeper;
    const [message] = await tx.query<{ is_removed: boolean }>(
      `SELECT removed_at IS NOT NULL AS is_removed FROM chat_messages
        WHERE id = $1 AND room_id = $2 FOR UPDATE`,
      [request.MessageId, request.RoomId],
    );
    if (!message) return fail('ChatMessageNotFound');
    if (message.is_removed) return fail('ChatMessageAlreadyRemoved');
    await tx.query(
      `UPDATE chat_messages SET removed_at = $2, removed_by_user_id = $3 WHERE id = $1`,
      [request.MessageId, nowMs, userId],
    );
    const unpinned = await tx.query(
      `UPDATE chat_rooms SET pinned_message_id = NULL WHERE id = $1 AND pinned_message_id = $2
       RETURNING id`,
      [request.RoomId, request.MessageId],
    );
    return succeed({ wasPinned: unpinned.length > 0 });
  });
}

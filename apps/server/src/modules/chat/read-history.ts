import type { TChatMessage } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { succeed, type TResult } from '../../platform/result.ts';
import { messageColumns, messageOf, type TMessageRow } from './message-rows.ts';
import { findMembership, type TMembership } from './room-membership.ts';

/** Past every id: "before" nothing means the newest page. */
const beyondEveryId = '9223372036854775807';

export interface TPage {
  messages: TChatMessage[];
  hasMore: boolean;
}

/**
 * One page of a room as its member sees it, ending just before `beforeId` (keyset on
 * chat_messages_room_keyset: the index walked backwards from that id, whatever the room's size),
 * never reaching behind the member's history clear point. Oldest first.
 */
export async function readPage(
  db: TQueryable,
  membership: TMembership,
  beforeId: number | undefined,
  count: number,
): Promise<TPage> {
  const rows = await db.query<TMessageRow>(
    `SELECT ${messageColumns} FROM chat_messages m
      WHERE m.room_id = $1 AND m.removed_at IS NULL AND m.id < $2 AND m.id > $3
      ORDER BY m.id DESC LIMIT $4`,
    [
      membership.roomId,
      beforeId ? String(beforeId) : beyondEveryId,
      membership.historyClearedThroughId,
      count + 1,
    ],
  );
  return { messages: rows.slice(0, count).reverse().map(messageOf), hasMore: rows.length > count };
}

/** GetHistoryMessage: a member's page of a room before a message id. */
export async function readHistory(
  db: TQueryable,
  userId: number,
  request: { roomId: number; beforeId?: number | undefined; count: number },
): Promise<TResult<TPage>> {
  const membership = await findMembership(db, userId, request.roomId);
  if (!membership.ok) return membership;
  return succeed(await readPage(db, membership.value, request.beforeId, request.count));
}

/** GetHistoryMessageCount: how many messages the member can page through before an id. */
export async function countHistory(
  db: TQueryable,
  userId: number,
  request: { roomId: number; beforeId?: number | undefined },
): Promise<TResult<number>> {
  const membership = await findMembership(db, userId, request.roomId);
  if (!membership.ok) return membership;
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages
      WHERE room_id = $1 AND removed_at IS NULL AND id < $2 AND id > $3`,
    [
      request.roomId,
      request.beforeId ? String(request.beforeId) : beyondEveryId,
      membership.value.historyClearedThroughId,
    ],
  );
  return succeed(row?.n ?? 0);
}

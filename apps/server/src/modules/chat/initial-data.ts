import { chatPageSize, type TChatRoom } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { unreadCountCap } from './chat-limits.ts';
import type { TChatDeps } from './chat-deps.ts';
import { messageColumns, messageOf, type TMessageRow } from './message-rows.ts';
import { readPage } from './read-history.ts';
import { enterPublicRooms, listMemberships, type TMembership } from './room-membership.ts';
import { lastRemoval } from './room-removals.ts';
import { lastShareUpdate } from './room-share-updates.ts';

/** Others' messages after the member's last read one, counted up to unreadCountCap. */
async function unreadCount(db: TQueryable, userId: number, membership: TMembership) {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT 1 FROM chat_messages
        WHERE room_id = $1 AND removed_at IS NULL AND id > $2 AND sender_id <> $3
        LIMIT $4) unread`,
    [
      membership.roomId,
      Math.max(membership.lastReadMessageId, membership.historyClearedThroughId),
      userId,
      unreadCountCap,
    ],
  );
  return row?.n ?? 0;
}

/** A room as GetInitialData shows it, but for its online count (the hub's to know). */
export type TRoomState = Omit<TChatRoom, 'OnlineCount'>;

/** The pinned message as the member sees it: none once removed or cleared from their view. */
async function pinnedMessage(db: TQueryable, membership: TMembership) {
  if (membership.pinnedMessageId === null) return null;
  const [row] = await db.query<TMessageRow>(
    `SELECT ${messageColumns} FROM chat_messages m
      WHERE m.id = $1 AND m.room_id = $2 AND m.removed_at IS NULL AND m.id > $3`,
    [membership.pinnedMessageId, membership.roomId, membership.historyClearedThroughId],
  );
  return row ? messageOf(row) : null;
}

/** One room of the member's with its role, unread count, last page and pinned message. */
export async function roomStateOf(
  db: TQueryable,
  userId: number,
  membership: TMembership,
): Promise<TRoomState> {
  // Before the page: removals up to it are reflected there, later ones come with a sync.
  const removalCursor = await lastRemoval(db, membership.roomId);
  const shareCursor = await lastShareUpdate(db, membership.roomId);
  const page = await readPage(db, membership, undefined, chatPageSize);
  return {
    Id: membership.roomId,
    Kind: membership.kind,
    Name: membership.name,
    IsReadOnly: membership.isReadOnly,
    Announcement: membership.announcement,
    MyRole: membership.role,
    UnreadCount: await unreadCount(db, userId, membership),
    LastReadMessageId: membership.lastReadMessageId,
    HistoryClearedAt: membership.historyClearedAt,
    Messages: page.messages,
    HasMoreHistory: page.hasMore,
    PinnedMessage: await pinnedMessage(db, membership),
    RemovalCursor: removalCursor,
    ShareCursor: shareCursor,
  };
}

/**
 * GetInitialData: the account enters the public rooms, then gets every room it is in with its
 * role, unread count and last page. The hub adds online counts and joins the rooms' groups.
 */
export async function readInitialData(deps: TChatDeps, userId: number): Promise<TRoomState[]> {
  await enterPublicRooms(deps.db, userId, deps.clock.now());
  const memberships = await listMemberships(deps.db, userId);
  const states: TRoomState[] = [];
  for (const membership of memberships) states.push(await roomStateOf(deps.db, userId, membership));
  return states;
}

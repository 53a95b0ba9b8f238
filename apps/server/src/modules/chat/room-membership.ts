import type { TChatMemberRole, TChatRoomKind } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { bannedFromRoom } from './standing-restrictions.ts';

export interface TMembership {
  roomId: number;
  kind: TChatRoomKind;
  name: string;
  isReadOnly: boolean;
  announcement: string;
  role: TChatMemberRole;
  lastReadMessageId: number;
  historyClearedAt: number | null;
  /**
   * Messages up to this id are hidden from the member: the greater of their own clear
   * (SetHistoryMessageClearTime) and the room's (ClearHistoryMessage, for everyone).
   */
  historyClearedThroughId: number;
  pinnedMessageId: number | null;
}

interface TMembershipRow {
  room_id: number;
  kind: TChatRoomKind;
  name: string;
  is_read_only: boolean;
  announcement: string;
  role: TChatMemberRole;
  last_read_message_id: string;
  history_cleared_at: string | null;
  history_cleared_through_id: string;
  pinned_message_id: string | null;
}

const membershipSelect = `SELECT r.id AS room_id, r.kind, r.name, r.is_read_only, r.announcement,
    m.role, m.last_read_message_id::text, m.history_cleared_at::text,
    greatest(m.history_cleared_through_id, r.history_cleared_through_id)::text
      AS history_cleared_through_id,
    r.pinned_message_id::text
  FROM chat_room_members m JOIN chat_rooms r ON r.id = m.room_id
  WHERE m.user_id = $1 AND r.closed_at IS NULL`;

const membershipOf = (row: TMembershipRow): TMembership => ({
  roomId: row.room_id,
  kind: row.kind,
  name: row.name,
  isReadOnly: row.is_read_only,
  announcement: row.announcement,
  role: row.role,
  lastReadMessageId: Number(row.last_read_message_id),
  historyClearedAt: row.history_cleared_at === null ? null : Number(row.history_cleared_at),
  historyClearedThroughId: Number(row.history_cleared_through_id),
  pinnedMessageId: row.pinned_message_id === null ? null : Number(row.pinned_message_id),
});

/**
 * The caller's membership of a room: every chat method starts here, so a room the caller is not
 * in (or that does not exist, or was closed) answers the same refusal and tells nothing.
 */
export async function findMembership(
  db: TQueryable,
  userId: number,
  roomId: number,
): Promise<TResult<TMembership>> {
  const [row] = await db.query<TMembershipRow>(`${membershipSelect} AND m.room_id = $2`, [
    userId,
    roomId,
  ]);
  return row ? succeed(membershipOf(row)) : fail('ChatRoomNotFound');
}

/** Every open room the caller is in, by id. */
export async function listMemberships(db: TQueryable, userId: number): Promise<TMembership[]> {
  const rows = await db.query<TMembershipRow>(`${membershipSelect} ORDER BY r.id`, [userId]);
  return rows.map(membershipOf);
}

/**
 * Public rooms take everyone: the account enters each open one it is not in yet, except those it
 * is banned from (chat-restrictions.ts).
 */
export async function enterPublicRooms(
  tx: TQueryable,
  userId: number,
  nowMs: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO chat_room_members (room_id, user_id, role, joined_at)
     SELECT r.id, $1, 'member', $2 FROM chat_rooms r
      WHERE r.kind = 'public' AND r.closed_at IS NULL AND NOT ${bannedFromRoom}
     ON CONFLICT (room_id, user_id) DO NOTHING`,
    [userId, nowMs],
  );
}

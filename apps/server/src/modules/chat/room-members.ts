import type { TChatRoomMember } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { findMembership, type TMembership } from './room-membership.ts';
import { mayDo, type TRoomOperation } from './room-rules.ts';

/** The caller's membership of a room, if their role there allows the operation. */
export async function membershipFor(
  db: TQueryable,
  userId: number,
  roomId: number,
  operation: TRoomOperation,
): Promise<TResult<TMembership>> {
  const membership = await findMembership(db, userId, roomId);
  if (!membership.ok) return membership;
  if (!mayDo(membership.value.kind, membership.value.role, operation))
    return fail('ChatRoomActionNotAllowed');
  return membership;
}

/** Takes the room's row lock: membership changes of one room run one at a time. */
export async function lockRoom(tx: TQueryable, roomId: number): Promise<void> {
  await tx.query(`SELECT 1 FROM chat_rooms WHERE id = $1 FOR UPDATE`, [roomId]);
}

export async function memberCount(db: TQueryable, roomId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_room_members WHERE room_id = $1`,
    [roomId],
  );
  return row?.n ?? 0;
}

export async function memberIds(db: TQueryable, roomId: number): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(
    `SELECT user_id FROM chat_room_members WHERE room_id = $1`,
    [roomId],
  );
  return rows.map((row) => row.user_id);
}

/** Another member of the room, with their nick name and role. */
export async function findMember(
  db: TQueryable,
  roomId: number,
  userId: number,
): Promise<TResult<TChatRoomMember>> {
  const [row] = await db.query<TChatRoomMember>(
    `SELECT m.user_id AS "UserId", u.nick_name AS "NickName", m.role AS "Role"
       FROM chat_room_members m JOIN users u ON u.id = m.user_id
      WHERE m.room_id = $1 AND m.user_id = $2`,
    [roomId, userId],
  );
  return row ? succeed(row) : fail('ChatMemberNotFound');
}

/**
 * Whom a player may put in a group: people they already meet in chat (who share a group,
 * site-group or tutor room with them; public rooms hold everyone, so they do not count), their
 * own agent, and their direct members. Never an arbitrary account id. Answers the ids allowed.
 */
export async function contactsAmong(
  db: TQueryable,
  userId: number,
  candidateIds: readonly number[],
): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>(
    `SELECT u.id FROM users u
      WHERE u.id = ANY($2::int[]) AND u.id <> $1
        AND (u.parent_id = $1
          OR u.id = (SELECT parent_id FROM users WHERE id = $1)
          OR EXISTS (
            SELECT 1 FROM chat_room_members mine
              JOIN chat_room_members theirs ON theirs.room_id = mine.room_id
              JOIN chat_rooms r ON r.id = mine.room_id
             WHERE mine.user_id = $1 AND theirs.user_id = u.id
               AND r.kind IN ('group', 'site_group', 'tutor') AND r.closed_at IS NULL))`,
    [userId, [...candidateIds]],
  );
  return new Set(rows.map((row) => row.id));
}

/** Puts the accounts in the room as members; answers those that were not in it already. */
export async function insertMembers(
  tx: TQueryable,
  roomId: number,
  userIds: readonly number[],
  nowMs: number,
): Promise<TChatRoomMember[]> {
  return tx.query<TChatRoomMember>(
    `WITH added AS (
       INSERT INTO chat_room_members (room_id, user_id, role, joined_at)
       SELECT $1, id, 'member', $3 FROM unnest($2::int[]) AS id
       ON CONFLICT (room_id, user_id) DO NOTHING RETURNING user_id, role)
     SELECT a.user_id AS "UserId", u.nick_name AS "NickName", a.role AS "Role"
       FROM added a JOIN users u ON u.id = a.user_id ORDER BY a.user_id`,
    [roomId, [...userIds], nowMs],
  );
}

import type { TQueryable } from '../../db/database.ts';
import type { TStandingMute } from './mute-rule.ts';

/**
 * A restriction stands while it is neither lifted nor past its end. Both reads walk the
 * chat_restrictions_standing index (a user's unlifted rows, a handful at most).
 */
const standing = `user_id = $1 AND lifted_at IS NULL AND (ends_at IS NULL OR ends_at > $2)`;

/** The sender's mutes that cover this room (the room's own and any all-chat mute). */
export async function standingMutes(
  tx: TQueryable,
  userId: number,
  roomId: number,
  nowMs: number,
): Promise<TStandingMute[]> {
  const rows = await tx.query<{ ends_at: string | null }>(
    `SELECT ends_at::text FROM chat_restrictions
      WHERE ${standing} AND kind = 'mute' AND (room_id IS NULL OR room_id = $3)`,
    [userId, nowMs, roomId],
  );
  return rows.map((row) => ({ endsAt: row.ends_at === null ? null : Number(row.ends_at) }));
}

/** SQL for "user $1 is banned from room r.id" (a ban has no end), for the public rooms' entry. */
export const bannedFromRoom = `EXISTS (SELECT 1 FROM chat_restrictions b
  WHERE b.user_id = $1 AND b.kind = 'ban' AND b.room_id = r.id AND b.lifted_at IS NULL)`;

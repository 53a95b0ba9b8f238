import type {
  TChatBanRequest,
  TChatLiftRequest,
  TChatMuteRequest,
  TChatRestrictionKind,
} from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';

/** What a change answers: the restriction's id and whom it concerns (the caller tells them). */
export interface TRestrictionChange {
  RestrictionId: number;
  UserId: number;
  RoomId: number | null;
}

async function playerByLoginId(tx: TQueryable, loginId: string) {
  const [row] = await tx.query<{ id: number; login_id: string }>(
    `SELECT id, login_id FROM users WHERE lower(login_id) = lower($1) AND role IN ('player', 'agent')`,
    [loginId],
  );
  return row ? succeed(row) : fail('ChatPlayerNotFound');
}

async function roomExists(tx: TQueryable, roomId: number): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM chat_rooms WHERE id = $1`, [roomId]);
  return rows.length > 0;
}

async function insertRestriction(
  tx: TQueryable,
  admin: TAdminSession,
  row: {
    kind: TChatRestrictionKind;
    userId: number;
    roomId: number | null;
    reason: string;
    endsAt: number | null;
  },
  nowMs: number,
): Promise<number> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO chat_restrictions
       (kind, user_id, room_id, reason, created_by_admin_id, created_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
    [row.kind, row.userId, row.roomId, row.reason, admin.adminId, nowMs, row.endsAt],
  );
  if (!inserted) throw new Error('restriction insert returned nothing');
  return Number(inserted.id);
}

/**
 * Mutes a player in one room or in all chat, for some minutes or until lifted. A second mute
 * stands beside the first (AddMessage waits for the latest end), so each is lifted on its own.
 */
export function mutePlayer(
  db: TDatabase,
  admin: TAdminSession,
  request: TChatMuteRequest,
  nowMs: number,
): Promise<TResult<TRestrictionChange>> {
  return transactionResult(db, async (tx) => {
    const player = await playerByLoginId(tx, request.LoginId);
    if (!player.ok) return player;
    const roomId = request.RoomId ?? null;
    if (roomId !== null && !(await roomExists(tx, roomId))) return fail('ChatAdminRoomNotFound');
    const endsAt = request.Minutes === undefined ? null : nowMs + request.Minutes * 60_000;
    const id = await insertRestriction(
      tx,
      admin,
      { kind: 'mute', userId: player.value.id, roomId, reason: request.Reason, endsAt },
      nowMs,
    );
    await writeAdminAudit(tx, admin, {
      action: 'chat.player.mute',
      targetType: 'player',
      targetId: player.value.login_id,
      after: { restrictionId: id, roomId, endsAt, reason: request.Reason },
    });
    return succeed({ RestrictionId: id, UserId: player.value.id, RoomId: roomId });
  });
}

/**
 * Bans a player from a room: their membership ends now (every method of the room refuses them
 * from the next call) and a public room's entry skips them until the ban is lifted.
 */
export function banPlayer(
  db: TDatabase,
  admin: TAdminSession,
  request: TChatBanRequest,
  nowMs: number,
): Promise<TResult<TRestrictionChange>> {
  return transactionResult(db, async (tx) => {
    const player = await playerByLoginId(tx, request.LoginId);
    if (!player.ok) return player;
    if (!(await roomExists(tx, request.RoomId))) return fail('ChatAdminRoomNotFound');
    const userId = player.value.id;
    const standing = await tx.query(
      `SELECT 1 FROM chat_restrictions
        WHERE user_id = $1 AND kind = 'ban' AND room_id = $2 AND lifted_at IS NULL`,
      [userId, request.RoomId],
    );
    if (standing.length > 0) return fail('ChatAlreadyBanned');
    const left = await tx.query<{ role: string }>(
      `DELETE FROM chat_room_members WHERE room_id = $1 AND user_id = $2 RETURNING role`,
      [request.RoomId, userId],
    );
    const id = await insertRestriction(
      tx,
      admin,
      { kind: 'ban', userId, roomId: request.RoomId, reason: request.Reason, endsAt: null },
      nowMs,
    );
    await writeAdminAudit(tx, admin, {
      action: 'chat.player.ban',
      targetType: 'player',
      targetId: player.value.login_id,
      before: { roomId: request.RoomId, memberRole: left[0]?.role ?? null },
      after: { restrictionId: id, roomId: request.RoomId, reason: request.Reason },
    });
    return succeed({ RestrictionId: id, UserId: userId, RoomId: request.RoomId });
  });
}

/**
 * Lifts a standing mute (Unmute) or ban (Unban). A lifted ban lets the player back: a public
 * room takes them at their next GetInitialData; another kind of room when it is given them again.
 */
export function liftRestriction(
  db: TDatabase,
  admin: TAdminSession,
  kind: TChatRestrictionKind,
  request: TChatLiftRequest,
  nowMs: number,
): Promise<TResult<TRestrictionChange>> {
  return transactionResult(db, async (tx) => {
    const [row] = await tx.query<{
      user_id: number;
      login_id: string;
      room_id: number | null;
      ends_at: string | null;
      reason: string;
    }>(
      `SELECT r.user_id, u.login_id, r.room_id, r.ends_at::text, r.reason
         FROM chat_restrictions r JOIN users u ON u.id = r.user_id
        WHERE r.id = $1 AND r.kind = $2 AND r.lifted_at IS NULL
          AND (r.ends_at IS NULL OR r.ends_at > $3)
        FOR UPDATE OF r`,
      [request.RestrictionId, kind, nowMs],
    );
    if (!row) return fail('ChatRestrictionNotFound');
    await tx.query(
      `UPDATE chat_restrictions SET lifted_at = $2, lifted_by_admin_id = $3, lift_reason = $4
        WHERE id = $1`,
      [request.RestrictionId, nowMs, admin.adminId, request.Reason],
    );
    await writeAdminAudit(tx, admin, {
      action: kind === 'mute' ? 'chat.player.unmute' : 'chat.player.unban',
      targetType: 'player',
      targetId: row.login_id,
      before: {
        restrictionId: request.RestrictionId,
        roomId: row.room_id,
        endsAt: row.ends_at === null ? null : Number(row.ends_at),
        reason: row.reason,
      },
      after: { liftedAt: nowMs, reason: request.Reason },
    });
    return succeed({
      RestrictionId: request.RestrictionId,
      UserId: row.user_id,
      RoomId: row.room_id,
    });
  });
}

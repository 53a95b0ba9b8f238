import type {
  TCreateSiteChatRoomRequest,
  TSetSiteChatRoomStaffRequest,
  TSetSiteChatRoomStaffResult,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { createRoom } from './create-room.ts';
import { lockRoom } from './room-members.ts';

/** An administrator opens a site-group or tutor room (nobody in it until players enter). */
export async function createSiteRoom(
  db: TDatabase,
  admin: TAdminSession,
  request: TCreateSiteChatRoomRequest,
  nowMs: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const roomId = await createRoom(
      tx,
      {
        kind: request.Kind,
        name: request.Name,
        announcement: request.Announcement,
        isReadOnly: request.IsReadOnly,
      },
      nowMs,
    );
    await writeAdminAudit(tx, admin, {
      action: 'chat.room.create',
      targetType: 'chat_room',
      targetId: roomId,
      after: request,
    });
    return roomId;
  });
}

/**
 * An administrator makes an account a site room's tutor or manager (entering it if it was not
 * in), or a plain member again; the role before and after go to the audit.
 */
export function setSiteRoomStaff(
  db: TDatabase,
  admin: TAdminSession,
  request: TSetSiteChatRoomStaffRequest,
  nowMs: number,
): Promise<TResult<TSetSiteChatRoomStaffResult>> {
  return transactionResult(db, async (tx) => {
    const [room] = await tx.query<{ kind: string }>(
      `SELECT kind FROM chat_rooms WHERE id = $1 AND closed_at IS NULL`,
      [request.RoomId],
    );
    if (!room || (room.kind !== 'site_group' && room.kind !== 'tutor'))
      return fail('ChatSiteRoomNotFound');
    const [user] = await tx.query(`SELECT 1 FROM users WHERE id = $1`, [request.UserId]);
    if (!user) return fail('ChatUserNotFound');
    await lockRoom(tx, request.RoomId);
    const [before] = await tx.query<{ role: string }>(
      `SELECT role FROM chat_room_members WHERE room_id = $1 AND user_id = $2`,
      [request.RoomId, request.UserId],
    );
    await tx.query(
      `INSERT INTO chat_room_members (room_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (room_id, user_id) DO UPDATE SET role = excluded.role`,
      [request.RoomId, request.UserId, request.Role, nowMs],
    );
    await writeAdminAudit(tx, admin, {
      action: 'chat.room.staff',
      targetType: 'chat_room',
      targetId: request.RoomId,
      before: { userId: request.UserId, role: before?.role ?? null },
      after: { userId: request.UserId, role: request.Role },
    });
    return succeed({ ...request, IsNewMember: !before });
  });
}

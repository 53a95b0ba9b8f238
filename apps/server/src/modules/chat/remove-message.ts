import type { TRemoveChatMessageRequest } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';

export interface TRemovedMessage {
  MessageId: number;
  RoomId: number;
  RemovedAt: number;
}

/**
 * An administrator removes a message: it leaves every page, sync and count at once (the index
 * holds only visible messages), kept in the table with who removed it and why; the audit row
 * keeps what it said. The caller tells the room after the commit.
 */
export async function removeMessage(
  db: TDatabase,
  admin: TAdminSession,
  request: TRemoveChatMessageRequest,
  nowMs: number,
): Promise<TResult<TRemovedMessage>> {
  return db.transaction(async (tx) => {
    const [message] = await tx.query<{
      room_id: number;
      sender_id: number;
      body: string;
      is_removed: boolean;
    }>(
      `SELECT room_id, sender_id, body, removed_at IS NOT NULL AS is_removed
         FROM chat_messages WHERE id = $1 FOR UPDATE`,
      [request.MessageId],
    );
    if (!message) return fail('ChatMessageNotFound');
    if (message.is_removed) return fail('ChatMessageAlreadyRemoved');
    await tx.query(
      `UPDATE chat_messages SET removed_at = $2, removed_by_admin_id = $3, removal_reason = $4
        WHERE id = $1`,
      [request.MessageId, nowMs, admin.adminId, request.Reason],
    );
    await writeAdminAudit(tx, admin, {
      action: 'chat.message.remove',
      targetType: 'chat_message',
      targetId: request.MessageId,
      before: { roomId: message.room_id, senderId: message.sender_id, body: message.body },
      after: { removedAt: nowMs, reason: request.Reason },
    });
    return succeed({ MessageId: request.MessageId, RoomId: message.room_id, RemovedAt: nowMs });
  });
}

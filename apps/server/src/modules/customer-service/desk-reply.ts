import type { TServiceMessage } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { lockServedBy } from './desk-serving.ts';
import type { TAsker } from './service-askers.ts';
import { askerOfRow, messageColumns, messageOf } from './service-rows.ts';
import { checkServiceText } from './service-text.ts';

/** ServiceDeskReply: the serving operator writes to the asker. Answers whom to send it to. */
export function replyToAsker(
  db: TDatabase,
  admin: TAdminSession,
  request: { SessionId: number; Body: string },
  nowMs: number,
): Promise<TResult<{ message: TServiceMessage; asker: TAsker }>> {
  return transactionResult(db, async (tx) => {
    const session = await lockServedBy(tx, request.SessionId, admin.adminId);
    if (!session.ok) return session;
    const text = checkServiceText(request.Body);
    if (!text.ok) return text;
    const [row] = await tx.query<Parameters<typeof messageOf>[0]>(
      `INSERT INTO service_messages (session_id, operator_id, sender_name, body, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${messageColumns}`,
      [session.value.id, admin.adminId, session.value.operator_name ?? '', text.value, nowMs],
    );
    if (!row) throw new Error('service message insert returned nothing');
    return succeed({ message: messageOf(row), asker: askerOfRow(session.value) });
  });
}

import type { TDatabase, TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';

export interface TCannedReply {
  Id: number;
  Title: string;
  Body: string;
}

/** The desk's canned replies, in the order they were added. */
export async function listCannedReplies(db: TQueryable): Promise<TCannedReply[]> {
  const rows = await db.query<{ id: number; title: string; body: string }>(
    `SELECT id, title, body FROM service_canned_replies ORDER BY id`,
  );
  return rows.map((row) => ({ Id: row.id, Title: row.title, Body: row.body }));
}

export function addCannedReply(
  db: TDatabase,
  admin: TAdminSession,
  reply: { Title: string; Body: string },
  nowMs: number,
): Promise<TCannedReply> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO service_canned_replies (title, body, created_at) VALUES ($1, $2, $3)
       RETURNING id`,
      [reply.Title, reply.Body, nowMs],
    );
    if (!row) throw new Error('canned reply insert returned nothing');
    await writeAdminAudit(tx, admin, {
      action: 'service.canned-reply.add',
      targetType: 'service_canned_reply',
      targetId: row.id,
      before: null,
      after: reply,
    });
    return { Id: row.id, ...reply };
  });
}

export function deleteCannedReply(
  db: TDatabase,
  admin: TAdminSession,
  id: number,
): Promise<TResult<{ Id: number }>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ title: string; body: string }>(
      `DELETE FROM service_canned_replies WHERE id = $1 RETURNING title, body`,
      [id],
    );
    if (!row) return fail('ServiceCannedReplyNotFound');
    await writeAdminAudit(tx, admin, {
      action: 'service.canned-reply.delete',
      targetType: 'service_canned_reply',
      targetId: id,
      before: { Title: row.title, Body: row.body },
      after: null,
    });
    return succeed({ Id: id });
  });
}

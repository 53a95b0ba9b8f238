import type { TInbox, TSentLetter } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';

const audienceOf = (code: number) => (code === 2 ? 'Team' : 'Members') as 'Team' | 'Members';

interface TPage {
  pageIndex: number;
  pageSize: number;
}

/** The caller's letters, newest first, with its unread count (index on unread rows). */
export async function readInbox(db: TQueryable, userId: number, page: TPage): Promise<TInbox> {
  const rows = await db.query<{
    id: string;
    sender_login_id: string;
    title: string;
    body: string;
    created_at: string;
    read_at: string | null;
  }>(
    `SELECT l.id::text, s.login_id AS sender_login_id, l.title, l.body, l.created_at::text,
            r.read_at::text
       FROM station_letter_recipients r
       JOIN station_letters l ON l.id = r.letter_id JOIN users s ON s.id = l.sender_id
      WHERE r.recipient_id = $1 ORDER BY r.letter_id DESC LIMIT $2 OFFSET $3`,
    [userId, page.pageSize, (page.pageIndex - 1) * page.pageSize],
  );
  const [counts] = await db.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
       FROM station_letter_recipients WHERE recipient_id = $1`,
    [userId],
  );
  return {
    Items: rows.map((row) => ({
      Id: Number(row.id),
      SenderLoginId: row.sender_login_id,
      Title: row.title,
      Body: row.body,
      CreatedAt: Number(row.created_at),
      ReadAt: row.read_at === null ? null : Number(row.read_at),
    })),
    TotalCount: counts?.total ?? 0,
    UnreadCount: counts?.unread ?? 0,
  };
}

export async function unreadLetterCount(db: TQueryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM station_letter_recipients
      WHERE recipient_id = $1 AND read_at IS NULL`,
    [userId],
  );
  return row?.n ?? 0;
}

/** Marks the caller's own letters read (the given ones, or all); others' rows are never touched. */
export async function markLettersRead(
  db: TQueryable,
  userId: number,
  letterIds: readonly number[] | undefined,
  now: number,
): Promise<number> {
  await db.query(
    `UPDATE station_letter_recipients SET read_at = $2
      WHERE recipient_id = $1 AND read_at IS NULL
        ${letterIds ? 'AND letter_id = ANY($3::bigint[])' : ''}`,
    letterIds ? [userId, now, letterIds] : [userId, now],
  );
  return unreadLetterCount(db, userId);
}

/** Letters an agent sent (or any agent's, for the back office), newest first, with read counts. */
export async function readSentLetters(
  db: TQueryable,
  filter: { senderId?: number; senderLoginId?: string } & TPage,
): Promise<{ Items: (TSentLetter & { SenderLoginId: string })[]; TotalCount: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.senderId !== undefined) {
    params.push(filter.senderId);
    where.push(`l.sender_id = $${params.length}`);
  }
  if (filter.senderLoginId) {
    params.push(filter.senderLoginId);
    where.push(`lower(s.login_id) = lower($${params.length})`);
  }
  const from = `FROM station_letters l JOIN users s ON s.id = l.sender_id
                ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const rows = await db.query<{
    id: string;
    audience: number;
    title: string;
    body: string;
    recipient_count: number;
    read_count: number;
    created_at: string;
    sender_login_id: string;
  }>(
    `SELECT l.id::text, l.audience, l.title, l.body, l.recipient_count, l.created_at::text,
            s.login_id AS sender_login_id,
            (SELECT count(*)::int FROM station_letter_recipients r
              WHERE r.letter_id = l.id AND r.read_at IS NOT NULL) AS read_count
       ${from} ORDER BY l.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.pageSize, (filter.pageIndex - 1) * filter.pageSize],
  );
  return {
    Items: rows.map((row) => ({
      Id: Number(row.id),
      Audience: audienceOf(row.audience),
      Title: row.title,
      Body: row.body,
      RecipientCount: row.recipient_count,
      ReadCount: row.read_count,
      CreatedAt: Number(row.created_at),
      SenderLoginId: row.sender_login_id,
    })),
    TotalCount: count?.n ?? 0,
  };
}

import type { TDatabase } from '../../db/database.ts';

/** Announcements the account has no read mark for. */
export async function countUnreadAnnouncements(db: TDatabase, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM announcements a
      WHERE NOT EXISTS (SELECT 1 FROM announcement_reads r
                         WHERE r.announcement_id = a.id AND r.user_id = $1)`,
    [userId],
  );
  return row?.count ?? 0;
}

import type { TAnnouncementType, TPlayerAnnouncement } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TContentDeps } from './content-deps.ts';

interface TPlayerRow {
  id: number;
  type: number;
  title: string;
  content: string;
  starts_at: Date;
  is_popup: boolean;
  is_read: boolean;
}

/**
 * What a player sees: enabled, started, not ended. $1 is now, $2 the account. The same
 * condition counts the unread ones, so the header's number and the list always agree.
 */
const shownTo = `a.is_enabled AND a.starts_at <= $1 AND (a.ends_at IS NULL OR a.ends_at > $1)`;

const selectShown = `
  SELECT a.id, a.type, a.title, a.content, a.starts_at, a.is_popup,
         EXISTS (SELECT 1 FROM announcement_reads r
                  WHERE r.announcement_id = a.id AND r.user_id = $2) AS is_read
    FROM announcements a
   WHERE ${shownTo}`;

const toPlayerAnnouncement = (row: TPlayerRow): TPlayerAnnouncement => ({
  Id: row.id,
  Type: row.type as TAnnouncementType,
  Title: row.title,
  Content: row.content,
  StartTime: row.starts_at.getTime(),
  IsPopup: row.is_popup,
  IsRead: row.is_read,
});

export async function listPlayerAnnouncements(
  deps: TContentDeps,
  userId: number,
  type: TAnnouncementType | undefined,
): Promise<TPlayerAnnouncement[]> {
  const rows = await deps.db.query<TPlayerRow>(
    `${selectShown} AND ($3::smallint IS NULL OR a.type = $3) ORDER BY a.starts_at DESC, a.id DESC`,
    [new Date(deps.clock.now()), userId, type ?? null],
  );
  return rows.map(toPlayerAnnouncement);
}

/** Popup announcements the account has not read yet: the dialogs shown after login. */
export async function listLoginPopups(
  deps: TContentDeps,
  userId: number,
): Promise<TPlayerAnnouncement[]> {
  const rows = await deps.db.query<TPlayerRow>(
    `${selectShown} AND a.is_popup AND NOT EXISTS
       (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.user_id = $2)
     ORDER BY a.starts_at DESC, a.id DESC`,
    [new Date(deps.clock.now()), userId],
  );
  return rows.map(toPlayerAnnouncement);
}

export async function countUnreadAnnouncements(
  deps: TContentDeps,
  userId: number,
): Promise<number> {
  const [row] = await deps.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM announcements a
      WHERE ${shownTo}
        AND NOT EXISTS (SELECT 1 FROM announcement_reads r
                         WHERE r.announcement_id = a.id AND r.user_id = $2)`,
    [new Date(deps.clock.now()), userId],
  );
  return row?.count ?? 0;
}

/** One shown announcement; reading its detail does not mark it read (MarkRead does). */
export async function getPlayerAnnouncement(
  deps: TContentDeps,
  userId: number,
  id: number,
): Promise<TResult<TPlayerAnnouncement>> {
  const [row] = await deps.db.query<TPlayerRow>(`${selectShown} AND a.id = $3`, [
    new Date(deps.clock.now()),
    userId,
    id,
  ]);
  return row ? succeed(toPlayerAnnouncement(row)) : fail('AnnouncementNotFound');
}

/** Marks a shown announcement read (again: no change) and answers the unread count left. */
export async function markAnnouncementRead(
  deps: TContentDeps,
  userId: number,
  id: number,
): Promise<TResult<number>> {
  const now = new Date(deps.clock.now());
  const marked = await deps.db.query<{ id: number }>(
    `INSERT INTO announcement_reads (user_id, announcement_id, read_at)
     SELECT $2, a.id, $1 FROM announcements a WHERE ${shownTo} AND a.id = $3
     ON CONFLICT (user_id, announcement_id) DO NOTHING
     RETURNING announcement_id AS id`,
    [now, userId, id],
  );
  if (marked.length === 0) {
    const found = await getPlayerAnnouncement(deps, userId, id);
    if (!found.ok) return found;
  }
  return succeed(await countUnreadAnnouncements(deps, userId));
}

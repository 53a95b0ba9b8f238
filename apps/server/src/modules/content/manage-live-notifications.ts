import type { TAdminLiveNotification, TSaveLiveNotificationRequest } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { findGame } from '../lottery/game-catalogue.ts';
import type { TContentDeps } from './content-deps.ts';

interface TRow {
  id: number;
  game_id: number;
  game_code: string;
  title: string;
  content: string;
  start_ms: number | null;
  end_ms: number | null;
}

async function selectNotifications(db: TQueryable, id: number | null) {
  const rows = await db.query<TRow>(
    `SELECT n.id, n.game_id, n.game_code, n.title, n.content, w.start_ms, w.end_ms
       FROM live_notifications n
       LEFT JOIN live_notification_windows w ON w.notification_id = n.id
      WHERE $1::int IS NULL OR n.id = $1
      ORDER BY n.id, w.start_ms`,
    [id],
  );
  const byId = new Map<number, TAdminLiveNotification>();
  for (const row of rows) {
    const notification = byId.get(row.id) ?? {
      Id: row.id,
      GameId: row.game_id,
      GameCode: row.game_code,
      Title: row.title,
      Content: row.content,
      NotifyTimes: [],
    };
    byId.set(row.id, notification);
    if (row.start_ms !== null && row.end_ms !== null) {
      notification.NotifyTimes.push({ Start: row.start_ms, End: row.end_ms });
    }
  }
  return [...byId.values()];
}

export const listAdminLiveNotifications = (db: TQueryable) => selectNotifications(db, null);

/** Windows in start order must not overlap: a notice is shown once per stretch of time. */
export function windowsOverlap(windows: readonly { Start: number; End: number }[]): boolean {
  const sorted = [...windows].sort((a, b) => a.Start - b.Start);
  return sorted.some((window, i) => i > 0 && window.Start < (sorted[i - 1]?.End ?? 0));
}

async function writeNotification(
  tx: TQueryable,
  id: number | null,
  input: TSaveLiveNotificationRequest,
  gameCode: string,
): Promise<number> {
  const values = [input.GameId, gameCode, input.Title, input.Content];
  const [row] =
    id === null
      ? await tx.query<{ id: number }>(
          `INSERT INTO live_notifications (game_id, game_code, title, content)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          values,
        )
      : await tx.query<{ id: number }>(
          `UPDATE live_notifications SET game_id = $1, game_code = $2, title = $3, content = $4
            WHERE id = $5 RETURNING id`,
          [...values, id],
        );
  if (!row) throw new Error('live notification write returned no row');
  await tx.query(`DELETE FROM live_notification_windows WHERE notification_id = $1`, [row.id]);
  for (const window of input.NotifyTimes) {
    await tx.query(
      `INSERT INTO live_notification_windows (notification_id, start_ms, end_ms)
       VALUES ($1, $2, $3)`,
      [row.id, window.Start, window.End],
    );
  }
  return row.id;
}

/** Creates (id null) or replaces a notification and its windows, audited in one transaction. */
export async function saveLiveNotification(
  deps: TContentDeps,
  admin: TAdminSession,
  id: number | null,
  input: TSaveLiveNotificationRequest,
): Promise<TResult<TAdminLiveNotification>> {
  if (windowsOverlap(input.NotifyTimes)) return fail('LiveNotificationWindowsOverlap');
  return deps.db.transaction(async (tx) => {
    const game = await findGame(tx, input.GameId);
    if (!game) return fail('GameNotFound');
    let before: TAdminLiveNotification | null = null;
    if (id !== null) {
      await tx.query(`SELECT 1 FROM live_notifications WHERE id = $1 FOR UPDATE`, [id]);
      [before = null] = await selectNotifications(tx, id);
      if (!before) return fail('LiveNotificationNotFound');
    }
    const savedId = await writeNotification(tx, id, input, game.code);
    const [after] = await selectNotifications(tx, savedId);
    if (!after) throw new Error('saved live notification not found');
    await writeAdminAudit(tx, admin, {
      action: id === null ? 'content.liveNotification.create' : 'content.liveNotification.update',
      targetType: 'liveNotification',
      targetId: String(savedId),
      ...(before ? { before } : {}),
      after,
    });
    return succeed(after);
  });
}

export async function deleteLiveNotification(
  deps: TContentDeps,
  admin: TAdminSession,
  id: number,
): Promise<TResult<true>> {
  return deps.db.transaction(async (tx) => {
    await tx.query(`SELECT 1 FROM live_notifications WHERE id = $1 FOR UPDATE`, [id]);
    const [before] = await selectNotifications(tx, id);
    if (!before) return fail('LiveNotificationNotFound');
    await tx.query(`DELETE FROM live_notifications WHERE id = $1`, [id]);
    await writeAdminAudit(tx, admin, {
      action: 'content.liveNotification.delete',
      targetType: 'liveNotification',
      targetId: String(id),
      before,
    });
    return succeed(true);
  });
}

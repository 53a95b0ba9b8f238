import type { TLiveNotification } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';

interface TWindowRow {
  id: number;
  game_id: number;
  game_code: string;
  title: string;
  content: string;
  start_ms: number | null;
  end_ms: number | null;
}

/** Every live notification with its daily windows in start order (SPEC §3, §4). */
export async function listLiveNotifications(db: TDatabase): Promise<TLiveNotification[]> {
  const rows = await db.query<TWindowRow>(
    `SELECT n.id, n.game_id, n.game_code, n.title, n.content, w.start_ms, w.end_ms
       FROM live_notifications n
       LEFT JOIN live_notification_windows w ON w.notification_id = n.id
      ORDER BY n.id, w.start_ms`,
  );
  const byId = new Map<number, TLiveNotification>();
  for (const row of rows) {
    let notification = byId.get(row.id);
    if (!notification) {
      notification = {
        GameId: row.game_id,
        GameCode: row.game_code,
        Title: row.title,
        Content: row.content,
        NotifyTimes: [],
      };
      byId.set(row.id, notification);
    }
    if (row.start_ms !== null && row.end_ms !== null) {
      notification.NotifyTimes.push({ Start: row.start_ms, End: row.end_ms });
    }
  }
  return [...byId.values()];
}

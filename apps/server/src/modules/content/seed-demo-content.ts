import type { TQueryable } from '../../db/database.ts';

const hourMs = 3_600_000;

/** Started a day before the seed, so they show whatever the clock of a test is. */
export const demoAnnouncements = [
  { type: 1, title: '欢迎来到演示站', content: '这是演示站点，所有资金均为演示资金。' },
  { type: 4, title: '系统维护通知', content: '每周二 04:00 至 06:00 进行例行维护。' },
  { type: 3, title: '新游戏上线', content: '极速赛车现已上线，欢迎体验。' },
] as const;

/** Live notices of games of the default catalogue (migration 0007_lottery.sql). */
export const demoLiveNotifications = [
  {
    gameId: 1,
    gameCode: 'CQSSC',
    title: '重庆时时彩开奖直播',
    content: '开奖直播进行中，点击进入投注。',
    windows: [
      { startMs: 10 * hourMs, endMs: 12 * hourMs },
      { startMs: 20 * hourMs, endMs: 22 * hourMs },
    ],
  },
  {
    gameId: 10,
    gameCode: 'JSPK10',
    title: '极速赛车开奖直播',
    content: '每天晚间直播，点击进入投注。',
    windows: [{ startMs: 19 * hourMs + 30 * 60_000, endMs: 24 * hourMs }],
  },
] as const;

/** Demo-only announcements and live notifications; runs in seedDemo's transaction. */
export async function seedDemoContent(tx: TQueryable, nowMs: number): Promise<void> {
  const startsAt = new Date(nowMs - 24 * hourMs);
  for (const { type, title, content } of demoAnnouncements) {
    await tx.query(
      `INSERT INTO announcements (type, title, content, starts_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4, $4)`,
      [type, title, content, startsAt],
    );
  }
  for (const notification of demoLiveNotifications) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO live_notifications (game_id, game_code, title, content)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [notification.gameId, notification.gameCode, notification.title, notification.content],
    );
    for (const window of notification.windows) {
      await tx.query(
        `INSERT INTO live_notification_windows (notification_id, start_ms, end_ms)
         VALUES ($1, $2, $3)`,
        [row?.id, window.startMs, window.endMs],
      );
    }
  }
}

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

const demoGuideText = [
  '安卓：下载安装包后，在系统设置中允许安装未知来源应用，再打开安装包。',
  'iOS：在 Safari 中打开下载地址，按提示安装并在“设置 > 通用 > VPN与设备管理”中信任证书。',
  'PC：下载安装程序后双击运行，按向导完成安装。',
].join('\n');

/** Demo-only announcements, live notifications, download guide and speed-test addresses. */
export async function seedDemoContent(tx: TQueryable, nowMs: number): Promise<void> {
  await tx.query(`UPDATE app_download_config SET guide_text = $1`, [demoGuideText]);
  await tx.query(`UPDATE speed_test_config SET url_list = $1, interval_minutes = 10`, [
    ['https://line1.demo.invalid', 'https://line2.demo.invalid'],
  ]);
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

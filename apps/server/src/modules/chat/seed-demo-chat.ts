import type { TQueryable } from '../../db/database.ts';
import { createRoom } from './create-room.ts';

/** The demo site's public rooms: every account enters them at its first GetInitialData. */
export const demoChatRooms = [
  { kind: 'public', name: '大厅', announcement: '欢迎来到演示站聊天大厅，请文明发言。' },
  { kind: 'public', name: '彩票交流', announcement: '分享号码与心得，理性投注。' },
] as const;

/**
 * The demo's site rooms, so "Find rooms" lists something: a site group nobody is in yet, and a
 * tutor room where the demo agent teaches (only tutors post there).
 */
export const demoSiteRooms = {
  siteGroup: {
    kind: 'site_group',
    name: '官方交流群',
    announcement: '站内群：所有玩家均可加入，一起讨论开奖。',
  },
  tutor: { kind: 'tutor', name: '导师课堂', announcement: '导师分享投注思路，仅导师可发言。' },
} as const;

/** What the tutor has said in the tutor room, oldest first, a minute apart. */
export const demoTutorMessages = [
  '大家好，我是本房间的导师，每天分享一些投注心得。',
  '时时彩建议先看走势图，再决定玩法，不要追号过深。',
  '理性投注，量力而行。有问题可以在群里留言。',
] as const;

/**
 * Seeds the demo chat: the public rooms, the site rooms (as an administrator opens them in
 * site-room-admin.ts, with `tutorId` made the tutor room's tutor) and the tutor's messages. Site
 * groups are switched on, which the site rooms need.
 */
export async function seedDemoChat(tx: TQueryable, nowMs: number, tutorId: number): Promise<void> {
  for (const room of demoChatRooms) await createRoom(tx, room, nowMs);
  await tx.query(`UPDATE site_settings SET chat_site_group_enabled = true`);
  await createRoom(tx, demoSiteRooms.siteGroup, nowMs);
  const tutorRoomId = await createRoom(
    tx,
    { ...demoSiteRooms.tutor, members: [{ userId: tutorId, role: 'tutor' }] },
    nowMs,
  );
  const [tutor] = await tx.query<{ nick_name: string }>(
    `SELECT nick_name FROM users WHERE id = $1`,
    [tutorId],
  );
  if (!tutor) throw new Error('the demo tutor does not exist');
  const firstAtMs = nowMs - demoTutorMessages.length * 60_000;
  for (const [index, body] of demoTutorMessages.entries())
    await tx.query(
      `INSERT INTO chat_messages (room_id, sender_id, sender_nick_name, kind, body, created_at)
       VALUES ($1, $2, $3, 'text', $4, $5)`,
      [tutorRoomId, tutorId, tutor.nick_name, body, firstAtMs + index * 60_000],
    );
}

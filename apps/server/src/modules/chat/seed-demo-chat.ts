import type { TQueryable } from '../../db/database.ts';
import { createRoom } from './create-room.ts';

/** The demo site's public rooms: every account enters them at its first GetInitialData. */
export const demoChatRooms = [
  { kind: 'public', name: '大厅', announcement: '欢迎来到演示站聊天大厅，请文明发言。' },
  { kind: 'public', name: '彩票交流', announcement: '分享号码与心得，理性投注。' },
] as const;

export async function seedDemoChat(tx: TQueryable, nowMs: number): Promise<void> {
  for (const room of demoChatRooms) await createRoom(tx, room, nowMs);
}

import type { TChatMemberRole, TChatRoomKind } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

export interface TNewRoom {
  kind: TChatRoomKind;
  name: string;
  isReadOnly?: boolean;
  announcement?: string;
  /** Members to put in at once, with their roles (public rooms are entered by everyone). */
  members?: readonly { userId: number; role: TChatMemberRole }[];
}

/** Opens a room (the demo seed's public rooms; group rooms' creation will build on it). */
export async function createRoom(tx: TQueryable, room: TNewRoom, nowMs: number): Promise<number> {
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO chat_rooms (kind, name, is_read_only, announcement, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [room.kind, room.name, room.isReadOnly ?? false, room.announcement ?? '', nowMs],
  );
  if (!created) throw new Error('room insert returned nothing');
  for (const member of room.members ?? [])
    await tx.query(
      `INSERT INTO chat_room_members (room_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (room_id, user_id) DO UPDATE SET role = excluded.role`,
      [created.id, member.userId, member.role, nowMs],
    );
  return created.id;
}

import type {
  TChatAdminMessage,
  TChatAdminRoomsPage,
  TChatRestrictionsPage,
  TChatRestrictionsQuery,
  TChatRoomMessagesPage,
  TChatRoomMessagesQuery,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';

const epochOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The console's list of mutes and bans, newest first, with the filters it offers. */
export async function listRestrictions(
  db: TQueryable,
  query: TChatRestrictionsQuery,
  nowMs: number,
): Promise<TChatRestrictionsPage> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    values.push(value);
    where.push(clause(`$${values.length}`));
  };
  if (query.Kind) add((n) => `r.kind = ${n}`, query.Kind);
  if (query.LoginId) add((n) => `lower(u.login_id) = lower(${n})`, query.LoginId);
  if (query.RoomId) add((n) => `r.room_id = ${n}`, query.RoomId);
  if (query.ActiveOnly)
    add((n) => `r.lifted_at IS NULL AND (r.ends_at IS NULL OR r.ends_at > ${n})`, nowMs);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const from = `FROM chat_restrictions r
    JOIN users u ON u.id = r.user_id
    JOIN admins c ON c.id = r.created_by_admin_id
    LEFT JOIN admins l ON l.id = r.lifted_by_admin_id
    LEFT JOIN chat_rooms room ON room.id = r.room_id
    ${filter}`;
  const [total] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count ${from}`,
    values,
  );
  const rows = await db.query<{
    id: string;
    kind: 'mute' | 'ban';
    user_id: number;
    login_id: string;
    room_id: number | null;
    room_name: string | null;
    reason: string;
    created_by: string;
    created_at: string;
    ends_at: string | null;
    lifted_at: string | null;
    lifted_by: string | null;
    lift_reason: string | null;
  }>(
    `SELECT r.id::text, r.kind, r.user_id, u.login_id, r.room_id, room.name AS room_name,
            r.reason, c.login_id AS created_by, r.created_at::text, r.ends_at::text,
            r.lifted_at::text, l.login_id AS lifted_by, r.lift_reason
       ${from}
      ORDER BY r.id DESC LIMIT ${query.PageSize} OFFSET ${(query.PageIndex - 1) * query.PageSize}`,
    values,
  );
  return {
    Items: rows.map((row) => ({
      Id: Number(row.id),
      Kind: row.kind,
      UserId: row.user_id,
      LoginId: row.login_id,
      RoomId: row.room_id,
      RoomName: row.room_name,
      Reason: row.reason,
      CreatedByLoginId: row.created_by,
      CreatedAt: Number(row.created_at),
      EndsAt: epochOrNull(row.ends_at),
      LiftedAt: epochOrNull(row.lifted_at),
      LiftedByLoginId: row.lifted_by,
      LiftReason: row.lift_reason,
      IsActive: row.lifted_at === null && (row.ends_at === null || Number(row.ends_at) > nowMs),
    })),
    TotalCount: total?.count ?? 0,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
}

/** Every room, open ones first, with its member count and when it last had a message. */
export async function listRooms(
  db: TQueryable,
  page: { PageIndex: number; PageSize: number },
): Promise<TChatAdminRoomsPage> {
  const [total] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM chat_rooms`,
  );
  const rows = await db.query<{
    id: number;
    kind: TChatAdminRoomsPage['Items'][number]['Kind'];
    name: string;
    is_read_only: boolean;
    member_count: number;
    last_message_at: string | null;
    closed_at: string | null;
  }>(
    `SELECT r.id, r.kind, r.name, r.is_read_only, r.closed_at::text,
            (SELECT count(*)::int FROM chat_room_members m WHERE m.room_id = r.id) AS member_count,
            -- The room's newest visible message, through the keyset index backwards.
            (SELECT created_at::text FROM chat_messages x
              WHERE x.room_id = r.id AND x.removed_at IS NULL
              ORDER BY x.id DESC LIMIT 1) AS last_message_at
       FROM chat_rooms r
      ORDER BY r.closed_at IS NOT NULL, r.id
      LIMIT $1 OFFSET $2`,
    [page.PageSize, (page.PageIndex - 1) * page.PageSize],
  );
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      Kind: row.kind,
      Name: row.name,
      IsReadOnly: row.is_read_only,
      MemberCount: row.member_count,
      LastMessageAt: epochOrNull(row.last_message_at),
      ClosedAt: epochOrNull(row.closed_at),
    })),
    TotalCount: total?.count ?? 0,
    PageIndex: page.PageIndex,
    PageSize: page.PageSize,
  };
}

/**
 * A room's messages for the console, newest first, removed ones included with who removed them
 * and why (the players' index holds visible ones only; this walks the primary key backwards
 * filtered by room, which suits a moderator's few pages).
 */
export async function roomMessages(
  db: TQueryable,
  query: TChatRoomMessagesQuery,
): Promise<TResult<TChatRoomMessagesPage>> {
  const [room] = await db.query(`SELECT 1 FROM chat_rooms WHERE id = $1`, [query.RoomId]);
  if (!room) return fail('ChatAdminRoomNotFound');
  const before = query.BeforeMessageId || Number.MAX_SAFE_INTEGER;
  const rows = await db.query<{
    id: string;
    sender_id: number;
    login_id: string;
    sender_nick_name: string;
    kind: TChatAdminMessage['Kind'];
    body: string;
    created_at: string;
    removed_at: string | null;
    removed_by: string | null;
    removal_reason: string | null;
  }>(
    `SELECT m.id::text, m.sender_id, u.login_id, m.sender_nick_name, m.kind, m.body,
            m.created_at::text, m.removed_at::text, a.login_id AS removed_by, m.removal_reason
       FROM chat_messages m
       JOIN users u ON u.id = m.sender_id
       LEFT JOIN admins a ON a.id = m.removed_by_admin_id
      WHERE m.room_id = $1 AND m.id < $2
      ORDER BY m.id DESC LIMIT $3`,
    [query.RoomId, before, query.Count + 1],
  );
  const messages = rows.slice(0, query.Count).map((row): TChatAdminMessage => ({
    Id: Number(row.id),
    SenderId: row.sender_id,
    SenderLoginId: row.login_id,
    SenderNickName: row.sender_nick_name,
    Kind: row.kind,
    Body: row.body,
    CreatedAt: Number(row.created_at),
    RemovedAt: epochOrNull(row.removed_at),
    RemovedByLoginId: row.removed_by,
    RemovalReason: row.removal_reason,
  }));
  const last = messages.at(-1);
  return succeed({
    RoomId: query.RoomId,
    Messages: messages,
    NextBeforeMessageId: rows.length > query.Count && last ? last.Id : null,
  });
}

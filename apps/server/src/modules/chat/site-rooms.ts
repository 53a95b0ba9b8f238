import type {
  TRoomMembersPageRequest,
  TRoomMembersPage,
  TSiteGroupRooms,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { readSiteSettings } from '../content/site-settings.ts';
import type { TChatDeps } from './chat-deps.ts';
import { lockRoom } from './room-members.ts';
import { findMembership, type TMembership } from './room-membership.ts';

/** Rooms the site runs for players to enter (kinds site_group and tutor). */
export const siteRoomKinds = ['site_group', 'tutor'] as const;
const isSiteKind = (kind: string) => (siteRoomKinds as readonly string[]).includes(kind);

/**
 * Site groups follow site_settings.chat_site_group_enabled (GetChatInfo's HasChatSiteGroup), read
 * per call so switching them off takes effect at once; other kinds pass.
 */
export async function siteGroupsOpenFor(db: TQueryable, kind?: string): Promise<TResult<true>> {
  if (kind !== undefined && !isSiteKind(kind)) return succeed(true);
  const settings = await readSiteSettings(db);
  return settings.chat_site_group_enabled ? succeed(true) : fail('ChatSiteGroupDisabled');
}

/** GetSiteGroupRooms: the open site rooms, with their member counts and whether I am in. */
export async function listSiteRooms(
  db: TQueryable,
  userId: number,
): Promise<TResult<TSiteGroupRooms>> {
  const open = await siteGroupsOpenFor(db);
  if (!open.ok) return open;
  const rooms = await db.query<TSiteGroupRooms['Rooms'][number]>(
    `SELECT r.id AS "Id", r.kind AS "Kind", r.name AS "Name", r.announcement AS "Announcement",
            (SELECT count(*)::int FROM chat_room_members m WHERE m.room_id = r.id) AS "MemberCount",
            EXISTS (SELECT 1 FROM chat_room_members m WHERE m.room_id = r.id AND m.user_id = $1)
              AS "IsEntered"
       FROM chat_rooms r
      WHERE r.kind IN ('site_group', 'tutor') AND r.closed_at IS NULL ORDER BY r.id`,
    [userId],
  );
  return succeed({ Rooms: rooms });
}

export interface TEntered {
  membership: TMembership;
  /** The account was not in the room before (its members are told). */
  isNew: boolean;
}

/** EnterSiteGroupRoom: the account joins an open site room as a member (again: no change). */
export function enterSiteRoom(
  deps: TChatDeps,
  userId: number,
  roomId: number,
): Promise<TResult<TEntered>> {
  const nowMs = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const open = await siteGroupsOpenFor(tx);
    if (!open.ok) return open;
    const [room] = await tx.query<{ kind: string }>(
      `SELECT kind FROM chat_rooms WHERE id = $1 AND closed_at IS NULL`,
      [roomId],
    );
    if (!room || !isSiteKind(room.kind)) return fail('ChatRoomNotFound');
    await lockRoom(tx, roomId);
    const inserted = await tx.query(
      `INSERT INTO chat_room_members (room_id, user_id, role, joined_at) VALUES ($1, $2, 'member', $3)
       ON CONFLICT (room_id, user_id) DO NOTHING RETURNING user_id`,
      [roomId, userId, nowMs],
    );
    const membership = await findMembership(tx, userId, roomId);
    if (!membership.ok) return membership;
    return succeed({ membership: membership.value, isNew: inserted.length > 0 });
  });
}

/** ReEnterSiteGroupRoom: a member's connection comes back to a site room it is in. */
export async function reEnterSiteRoom(
  db: TQueryable,
  userId: number,
  roomId: number,
): Promise<TResult<TMembership>> {
  const open = await siteGroupsOpenFor(db);
  if (!open.ok) return open;
  const membership = await findMembership(db, userId, roomId);
  if (!membership.ok) return membership;
  return isSiteKind(membership.value.kind) ? membership : fail('ChatRoomNotFound');
}

/**
 * GetRoomMembers: a member of a group, site-group or tutor room pages through its members by nick name (then id), optionally
 * only nick names containing a search text. Keyset paging: no page repeats or skips a member.
 */
export async function readRoomMembers(
  db: TQueryable,
  userId: number,
  request: TRoomMembersPageRequest,
): Promise<TResult<Omit<TRoomMembersPage, 'OnlineUserIds'>>> {
  const membership = await findMembership(db, userId, request.RoomId);
  if (!membership.ok) return membership;
  // A public room holds every account: its list would be a directory of the site's players.
  if (membership.value.kind === 'public' || membership.value.kind === 'service')
    return fail('ChatRoomActionNotAllowed');
  const open = await siteGroupsOpenFor(db, membership.value.kind);
  if (!open.ok) return open;
  const search = request.NickName ? `%${request.NickName.replace(/[\\%_]/g, '\\$&')}%` : null;
  const rows = await db.query<TRoomMembersPage['Members'][number]>(
    `SELECT m.user_id AS "UserId", u.nick_name AS "NickName", m.role AS "Role"
       FROM chat_room_members m JOIN users u ON u.id = m.user_id
      WHERE m.room_id = $1
        AND ($2::text IS NULL OR u.nick_name ILIKE $2)
        AND ($3::text IS NULL OR (u.nick_name, m.user_id) > ($3::text, $4::int))
      ORDER BY u.nick_name, m.user_id LIMIT $5`,
    [
      request.RoomId,
      search,
      request.AfterNickName ?? null,
      request.AfterUserId ?? 0,
      request.Count + 1,
    ],
  );
  return succeed({
    RoomId: request.RoomId,
    Members: rows.slice(0, request.Count),
    HasMore: rows.length > request.Count,
  });
}

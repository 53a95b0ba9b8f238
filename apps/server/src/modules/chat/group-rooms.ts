import {
  chatGroupMaxMembers,
  type TChatMemberRole,
  type TChatRoomKind,
  type TChatRoomMember,
  type TCreateGroupRoomRequest,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import type { TChatDeps } from './chat-deps.ts';
import { createRoom } from './create-room.ts';
import {
  contactsAmong,
  findMember,
  insertMembers,
  lockRoom,
  memberCount,
  membershipFor,
} from './room-members.ts';
import { mayRemove } from './room-rules.ts';

/** Each change answers the room and what the room's other members are to be told. */
export interface TMembersChange {
  roomId: number;
  added: TChatRoomMember[];
  removedUserIds: number[];
  memberCount: number;
}

const tooLarge = () => fail('ChatGroupTooLarge', { maxMembers: chatGroupMaxMembers });

async function checkContacts(tx: TQueryable, userId: number, ids: readonly number[]) {
  const contacts = await contactsAmong(tx, userId, ids);
  return ids.every((id) => contacts.has(id)) ? succeed(ids) : fail('ChatMemberNotContact');
}

/** CreateGroupRoom: the caller owns it; the members come from the caller's contacts. */
export function createGroupRoom(
  deps: TChatDeps,
  userId: number,
  request: TCreateGroupRoomRequest,
): Promise<TResult<TMembersChange>> {
  const nowMs = deps.clock.now();
  const ids = [...new Set(request.MemberIds)].filter((id) => id !== userId);
  return transactionResult(deps.db, async (tx) => {
    const allowed = await checkContacts(tx, userId, ids);
    if (!allowed.ok) return allowed;
    const roomId = await createRoom(
      tx,
      { kind: 'group', name: request.Name, members: [{ userId, role: 'owner' }] },
      nowMs,
    );
    const added = await insertMembers(tx, roomId, ids, nowMs);
    return succeed({ roomId, added, removedUserIds: [], memberCount: added.length + 1 });
  });
}

/** AddGroupRoomMembers (owner, managers): those already in are left as they are. */
export function addGroupMembers(
  deps: TChatDeps,
  userId: number,
  request: { RoomId: number; UserIds: readonly number[] },
): Promise<TResult<TMembersChange>> {
  const nowMs = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const membership = await membershipFor(tx, userId, request.RoomId, 'addMembers');
    if (!membership.ok) return membership;
    await lockRoom(tx, request.RoomId);
    const ids = [...new Set(request.UserIds)].filter((id) => id !== userId);
    const allowed = await checkContacts(tx, userId, ids);
    if (!allowed.ok) return allowed;
    const added = await insertMembers(tx, request.RoomId, allowed.value, nowMs);
    const count = await memberCount(tx, request.RoomId);
    if (count > chatGroupMaxMembers) return tooLarge();
    return succeed({ roomId: request.RoomId, added, removedUserIds: [], memberCount: count });
  });
}

async function deleteMember(tx: TQueryable, roomId: number, userId: number) {
  await tx.query(`DELETE FROM chat_room_members WHERE room_id = $1 AND user_id = $2`, [
    roomId,
    userId,
  ]);
  return memberCount(tx, roomId);
}

/** RemoveGroupRoomMember: the owner removes managers and members, a manager only members. */
export function removeGroupMember(
  deps: TChatDeps,
  userId: number,
  request: { RoomId: number; UserId: number },
): Promise<TResult<TMembersChange>> {
  return transactionResult(deps.db, async (tx) => {
    const membership = await membershipFor(tx, userId, request.RoomId, 'removeMember');
    if (!membership.ok) return membership;
    await lockRoom(tx, request.RoomId);
    const target = await findMember(tx, request.RoomId, request.UserId);
    if (!target.ok) return target;
    if (target.value.Role === 'owner') return fail('ChatOwnerCannotLeave');
    if (!mayRemove(membership.value.role, target.value.Role))
      return fail('ChatRoomActionNotAllowed');
    const count = await deleteMember(tx, request.RoomId, request.UserId);
    return succeed({
      roomId: request.RoomId,
      added: [],
      removedUserIds: [request.UserId],
      memberCount: count,
    });
  });
}

/**
 * A member leaves a room of one of `kinds` (LeaveGroupRoom: a group; LeaveSiteGroupRoom: a
 * site-group or tutor room). A group's owner stays; site staff are taken out by administrators.
 */
export function leaveRoom(
  deps: TChatDeps,
  userId: number,
  roomId: number,
  kinds: readonly TChatRoomKind[],
): Promise<TResult<TMembersChange>> {
  return transactionResult(deps.db, async (tx) => {
    const membership = await membershipFor(tx, userId, roomId, 'leave');
    if (!membership.ok) {
      const own = await findMember(tx, roomId, userId);
      return own.ok && own.value.Role === 'owner' ? fail('ChatOwnerCannotLeave') : membership;
    }
    if (!kinds.includes(membership.value.kind)) return fail('ChatRoomNotFound');
    await lockRoom(tx, roomId);
    const count = await deleteMember(tx, roomId, userId);
    return succeed({ roomId, added: [], removedUserIds: [userId], memberCount: count });
  });
}

export type TRoomSetting =
  | { operation: 'rename'; name: string }
  | { operation: 'setReadOnly'; isReadOnly: boolean }
  | { operation: 'setAnnouncement'; announcement: string };

/** RenameRoom, SetRoomReadOnly, SetRoomAnnouncement: one column of the room each. */
export function changeRoomSetting(
  deps: TChatDeps,
  userId: number,
  roomId: number,
  setting: TRoomSetting,
): Promise<TResult<TRoomSetting>> {
  return transactionResult(deps.db, async (tx) => {
    const membership = await membershipFor(tx, userId, roomId, setting.operation);
    if (!membership.ok) return membership;
    const [column, value] =
      setting.operation === 'rename'
        ? ['name', setting.name]
        : setting.operation === 'setReadOnly'
          ? ['is_read_only', setting.isReadOnly]
          : ['announcement', setting.announcement];
    await tx.query(`UPDATE chat_rooms SET ${column} = $2 WHERE id = $1`, [roomId, value]);
    return succeed(setting);
  });
}

/** SetRoomMemberRole (the owner): a member becomes a manager or back; the owner stays owner. */
export function setMemberRole(
  deps: TChatDeps,
  userId: number,
  request: { RoomId: number; UserId: number; Role: TChatMemberRole },
): Promise<TResult<TChatRoomMember>> {
  return transactionResult(deps.db, async (tx) => {
    const membership = await membershipFor(tx, userId, request.RoomId, 'setRole');
    if (!membership.ok) return membership;
    const target = await findMember(tx, request.RoomId, request.UserId);
    if (!target.ok) return target;
    if (target.value.Role === 'owner') return fail('ChatRoomActionNotAllowed');
    await tx.query(`UPDATE chat_room_members SET role = $3 WHERE room_id = $1 AND user_id = $2`, [
      request.RoomId,
      request.UserId,
      request.Role,
    ]);
    return succeed({ ...target.value, Role: request.Role });
  });
}

import type { TChatMemberRole, TChatRoomKind } from './chat-schemas.ts';

/**
 * Who does what to a room besides reading and posting, by the room's kind and the member's role.
 * The server enforces it (modules/chat/room-members.ts); the player app reads the same table to
 * show only the actions a member's role allows, so the two cannot drift apart.
 */

/** What a member does to a room besides reading and posting (posting-rules.ts). */
export const roomOperations = [
  'rename',
  'setReadOnly',
  'setAnnouncement',
  'addMembers',
  'removeMember',
  'setRole',
  'leave',
  'pin',
  'clearHistory',
  'removeMessage',
] as const;
export type TRoomOperation = (typeof roomOperations)[number];

/**
 * Group rooms belong to their players: the owner does everything, managers all but giving roles.
 * Site-group and tutor rooms belong to the site: its administrators name them and assign staff
 * (chat-group-admin-routes.ts); their managers and tutors keep order (pin, clear, remove);
 * members only leave. Public rooms are the administrators' alone.
 */
const allowed: Record<
  TChatRoomKind,
  Partial<Record<TRoomOperation, readonly TChatMemberRole[]>>
> = {
  group: {
    rename: ['owner', 'manager'],
    setReadOnly: ['owner', 'manager'],
    setAnnouncement: ['owner', 'manager'],
    addMembers: ['owner', 'manager'],
    removeMember: ['owner', 'manager'],
    setRole: ['owner'],
    leave: ['manager', 'member'],
    pin: ['owner', 'manager'],
    clearHistory: ['owner', 'manager'],
    removeMessage: ['owner', 'manager'],
  },
  site_group: {
    leave: ['member'],
    pin: ['manager', 'tutor'],
    clearHistory: ['manager', 'tutor'],
    removeMessage: ['manager', 'tutor'],
  },
  tutor: {
    leave: ['member'],
    pin: ['manager', 'tutor'],
    clearHistory: ['manager', 'tutor'],
    removeMessage: ['manager', 'tutor'],
  },
  public: {},
  service: {},
};

export function mayDo(kind: TChatRoomKind, role: TChatMemberRole, operation: TRoomOperation) {
  return allowed[kind][operation]?.includes(role) ?? false;
}

/**
 * Whom a member may remove from a group: never the owner; the owner removes managers and
 * members, a manager only members (managers do not remove each other).
 */
export function mayRemove(by: TChatMemberRole, target: TChatMemberRole): boolean {
  if (target === 'owner') return false;
  if (by === 'owner') return true;
  return by === 'manager' && target === 'member';
}

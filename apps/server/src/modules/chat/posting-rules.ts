import { chatMessageMaxLength, type TChatMemberRole, type TChatRoomKind } from '@lottery/contracts';
import { hasFlag } from '../auth/state-flags.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TChatRateLimit } from './chat-limits.ts';

export interface TPoster {
  stateFlags: number;
  role: TChatMemberRole;
}

export interface TPostRoom {
  kind: TChatRoomKind;
  isReadOnly: boolean;
}

/** Roles that post in a read-only room (a tutor room is read-only to all but its tutors). */
const postsWhenReadOnly: readonly TChatMemberRole[] = ['manager', 'owner', 'tutor'];

/** Who may post here and what: the rules before any rate limit. The body is trimmed. */
export function checkPost(poster: TPoster, room: TPostRoom, body: string): TResult<string> {
  if (hasFlag(poster.stateFlags, 'chatDisabled')) return fail('ChatDisabled');
  // Followers read their tutors: nobody else posts there, read-only or not.
  if (room.kind === 'tutor' && poster.role !== 'tutor') return fail('ChatTutorsOnly');
  if (room.isReadOnly && !postsWhenReadOnly.includes(poster.role)) return fail('ChatRoomReadOnly');
  const text = body.trim();
  if (text === '') return fail('ChatMessageEmpty');
  // Code points, as a person counts characters (an emoji is one, not two UTF-16 units).
  if ([...text].length > chatMessageMaxLength)
    return fail('ChatMessageTooLong', { maxLength: chatMessageMaxLength });
  return succeed(text);
}

/**
 * How long until one more message fits the limit, given the time of the limit's count-th newest
 * message (null: fewer than count so far). 0: it fits now.
 */
export function rateLimitWaitMs(
  limit: TChatRateLimit,
  countThNewestAt: number | null,
  nowMs: number,
): number {
  if (countThNewestAt === null) return 0;
  return Math.max(0, countThNewestAt + limit.windowMs - nowMs);
}

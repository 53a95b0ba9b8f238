import type { TChatMemberRole } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';

/**
 * Links (issue #22 "link and image rules"): a player's link in a room is how spam and phishing
 * reach the others, so a plain member's message may not carry one; the room's managers, owners
 * and tutors (who answer for it) may. A link is what a browser or chat client would make
 * clickable: a scheme followed by "//", or a "www." host. A bare "example.test" in a sentence
 * stays text, since the player app renders it as text and nobody can click it.
 */
const linkPattern = /\b[a-z][a-z0-9+.-]*:\/\/|\bwww\./i;

const postsLinks: readonly TChatMemberRole[] = ['manager', 'owner', 'tutor'];

export function checkLinks(role: TChatMemberRole, body: string): TResult<void> {
  if (postsLinks.includes(role) || !linkPattern.test(body)) return succeed(undefined);
  return fail('ChatLinkNotAllowed');
}

import type { TMemberRefInput } from '@lottery/contracts';
import type { TMemberRef } from './team-membership.ts';

/**
 * A request's member reference as findTeamMember takes it. Not a schema rule: a request naming
 * two members would then be refused for the first one's missing id before the second one's text
 * is checked; an empty reference names no member of the team and is refused as such.
 */
export const memberRefOf = (ref: TMemberRefInput): TMemberRef =>
  ref.UserId !== undefined ? { userId: ref.UserId } : { loginId: ref.LoginId ?? '' };

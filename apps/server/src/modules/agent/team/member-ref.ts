import type { TMemberRefInput } from '@lottery/contracts';
import type { TMemberRef } from './team-membership.ts';

/** A request's member reference (exactly one id, checked by its schema) as findTeamMember takes it. */
export const memberRefOf = (ref: TMemberRefInput): TMemberRef =>
  ref.UserId !== undefined ? { userId: ref.UserId } : { loginId: ref.LoginId ?? '' };

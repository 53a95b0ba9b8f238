import type { TDeleteMemberRequest } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { writeAudit } from '../../auth/audit.ts';
import type { TSessionEnds } from '../../auth/session-ends.ts';
import { endUserSessions } from '../../auth/sessions.ts';
import { stateFlags } from '../../auth/state-flags.ts';
import { memberRefOf } from './member-ref.ts';
import { findTeamMember } from './team-membership.ts';

/**
 * Deletes a direct member (SPEC §6, §8 player delete results) when it has nothing left: no money
 * in any of its ledger accounts (main, bonus, stakes held, chained bets held, withdrawals on their
 * way), no open ticket or running chained bet, no deposit in progress and no members of its own.
 *
 * Delete is a state, not a row removal: the account's tickets, ledger lines, reports and audit
 * keep pointing at it. The row gets deleted_at and the disabled flag (login refused), its
 * sessions end (its hub connections close at once, on every instance, as on a forced logout), and
 * the team lists leave it out. Its login id stays taken, so no one can later register under the
 * name and be mistaken for it in the history.
 */
export async function deleteMember(
  deps: { db: TDatabase; sessionEnds: TSessionEnds },
  agentId: number,
  nowMs: number,
  request: TDeleteMemberRequest,
): Promise<TResult<{ Result: true }>> {
  const outcome = await deps.db.transaction(async (tx) => {
    const member = await findTeamMember(tx, agentId, memberRefOf(request.Member), {
      scope: 'direct',
      lock: true,
    });
    if (!member.ok) return member;
    const userId = member.value.userId;
    const [state] = await tx.query<{
      members: boolean;
      money: boolean;
      open_bets: boolean;
      pending: boolean;
    }>(
      `SELECT
         EXISTS (SELECT 1 FROM users WHERE parent_id = $1 AND deleted_at IS NULL) AS members,
         EXISTS (SELECT 1 FROM ledger_accounts WHERE user_id = $1 AND balance <> 0) AS money,
         (EXISTS (SELECT 1 FROM bet_tickets WHERE user_id = $1 AND state = 0)
           OR EXISTS (SELECT 1 FROM bet_schedules WHERE user_id = $1 AND state = 'running'))
           AS open_bets,
         EXISTS (SELECT 1 FROM deposit_orders WHERE user_id = $1 AND state IN (0, 3)) AS pending`,
      [userId],
    );
    if (state?.members) return fail('DeleteHasMembers');
    if (state?.money) return fail('DeleteHasBalance');
    if (state?.open_bets) return fail('DeleteHasOpenBets');
    if (state?.pending) return fail('DeleteHasPendingMoney');
    await tx.query(
      `UPDATE users SET deleted_at = $2, state_flags = state_flags | $3 WHERE id = $1`,
      [userId, new Date(nowMs), stateFlags.disabled],
    );
    const ended = await endUserSessions(tx, { userId, reason: 'forced_logout', atMs: nowMs });
    await writeAudit(tx, {
      at: nowMs,
      actorUserId: agentId,
      subjectUserId: userId,
      action: 'agent_delete_member',
      detail: { loginId: member.value.loginId },
    });
    return succeed(ended);
  });
  if (!outcome.ok) return outcome;
  deps.sessionEnds.ended(outcome.value, 'forced_logout');
  return succeed({ Result: true as const });
}

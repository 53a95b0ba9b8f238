import type { TMoveMemberRequest } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { writeAudit } from '../../auth/audit.ts';
import { isSelfOrDescendant, lockForMove, writeParent } from '../../auth/account-tree.ts';
import { notifyPrivilegesChanged } from '../privileges-changed.ts';
import { memberRefOf } from './member-ref.ts';
import { findTeamMember } from './team-membership.ts';

/**
 * Moves a direct member, with its whole team, under another agent of the caller's team (SPEC §6,
 * §8 player move results). The target's prize group must be at least the member's (a child's
 * group never exceeds its parent's), and the target may not be the member or below it. Both rows
 * are locked, the rules read again under the lock, and the move audited in its transaction; the
 * closure table follows by trigger.
 */
export async function moveMember(
  db: TDatabase,
  agentId: number,
  nowMs: number,
  request: TMoveMemberRequest,
): Promise<TResult<{ Result: true }>> {
  return db.transaction(async (tx) => {
    const member = await findTeamMember(tx, agentId, memberRefOf(request.Member), {
      scope: 'direct',
    });
    if (!member.ok) return member;
    const target = await findTeamMember(tx, agentId, memberRefOf(request.Target), {
      scope: 'team',
    });
    if (!target.ok) return target;
    const rows = await lockForMove(tx, [member.value.userId, target.value.userId]);
    const locked = new Map(rows.map((row) => [row.id, row]));
    const m = locked.get(member.value.userId);
    const to = locked.get(target.value.userId);
    // Moved away by a concurrent request between the check and the lock.
    if (!m || !to || m.parent_id !== agentId)
      return fail('NotDirectMember', { member: member.value.loginId });
    if (to.role !== 'agent') return fail('TeamMoveTargetNotAgent', { target: to.login_id });
    if (await isSelfOrDescendant(tx, m.id, to.id)) return fail('MoveIntoOwnSubtree');
    if (to.prize_group < m.prize_group)
      return fail('MoveTargetPrizeGroupTooLow', { target: to.prize_group, member: m.prize_group });
    await writeParent(tx, m.id, to.id);
    await writeAudit(tx, {
      at: nowMs,
      actorUserId: agentId,
      subjectUserId: m.id,
      action: 'agent_move_member',
      detail: { fromParentId: agentId, toParentId: to.id, toLoginId: to.login_id },
    });
    // Who may offer it contracts, daily pay and transfers changed.
    await notifyPrivilegesChanged(tx, [m.id, agentId, to.id], `team-move:${m.id}:${nowMs}`, nowMs);
    return succeed({ Result: true as const });
  });
}

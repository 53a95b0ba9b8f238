import type { TMemberBehaviour, TMemberBehavioursRequest } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { writeAudit } from '../../auth/audit.ts';
import { stateFlags } from '../../auth/state-flags.ts';
import { notifyPrivilegesChanged } from '../privileges-changed.ts';
import { memberRefOf } from './member-ref.ts';
import { findTeamMember } from './team-membership.ts';

type TRequest = Required<Omit<TMemberBehavioursRequest, 'Members'>> & {
  Members: NonNullable<TMemberBehavioursRequest['Members']>;
};

const bitsOf = (behaviours: readonly TMemberBehaviour[]) =>
  behaviours.reduce((bits, behaviour) => bits | stateFlags[behaviour], 0);

/**
 * Sets and clears descendant behaviours (SPEC §6) on several or all direct members at once, in
 * one transaction: every named member must be a direct member or nothing changes. Each changed
 * member is audited and told its privileges changed (its transfer types, say).
 */
export async function setMemberBehaviours(
  db: TDatabase,
  agentId: number,
  nowMs: number,
  request: TRequest,
): Promise<TResult<{ Changed: number }>> {
  const setBits = bitsOf(request.Set);
  const clearBits = bitsOf(request.Clear) & ~setBits;
  if (!request.AllDirect && request.Members.length === 0) return fail('BehaviourNoMembers');
  return db.transaction(async (tx) => {
    let ids: number[];
    if (request.AllDirect) {
      const rows = await tx.query<{ id: number }>(
        `SELECT id FROM users WHERE parent_id = $1 AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
        [agentId],
      );
      ids = rows.map((row) => row.id);
    } else {
      ids = [];
      for (const ref of request.Members) {
        const member = await findTeamMember(tx, agentId, memberRefOf(ref), {
          scope: 'direct',
          lock: true,
        });
        if (!member.ok) return member;
        ids.push(member.value.userId);
      }
    }
    const changed = await tx.query<{ id: number; before: number; after: number }>(
      `UPDATE users u SET state_flags = (u.state_flags | $2::int) & ~$3::int
         FROM users old WHERE old.id = u.id AND u.id = ANY($1::int[])
          AND u.state_flags <> ((u.state_flags | $2::int) & ~$3::int)
       RETURNING u.id, old.state_flags AS before, u.state_flags AS after`,
      [[...new Set(ids)], setBits, clearBits],
    );
    for (const row of changed)
      await writeAudit(tx, {
        at: nowMs,
        actorUserId: agentId,
        subjectUserId: row.id,
        action: 'agent_member_behaviours',
        detail: { before: row.before, after: row.after },
      });
    await notifyPrivilegesChanged(
      tx,
      changed.map((row) => row.id),
      `team-behaviours:${agentId}:${nowMs}`,
      nowMs,
    );
    return succeed({ Changed: changed.length });
  });
}

import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TRole } from '../../../platform/route.ts';

/** A member of an agent's team, as an agent route that acts on one sees it. */
export interface TTeamMember {
  userId: number;
  loginId: string;
  role: Exclude<TRole, 'admin'>;
  parentId: number;
  /** 1 for a direct member, 2 for a member's member, and so on. */
  depth: number;
  stateFlags: number;
  prizeGroup: number;
}

/** How a route names the member it acts on: clients send either. */
export type TMemberRef = { userId: number } | { loginId: string };

/**
 * The one gate of every agent route that names another account: the member if it is in the
 * agent's team (below it, at any depth, or only directly below with scope 'direct'), else
 * NotInTeam whether the account is someone else's, the agent itself or does not exist, so an agent
 * learns nothing about accounts outside its team. `lock` takes the member's row for update.
 */
export async function findTeamMember(
  db: TQueryable,
  agentId: number,
  ref: TMemberRef,
  options: { scope: 'direct' | 'team'; lock?: boolean },
): Promise<TResult<TTeamMember>> {
  const byId = 'userId' in ref;
  const [row] = await db.query<{
    id: number;
    login_id: string;
    role: Exclude<TRole, 'admin'>;
    parent_id: number;
    depth: number;
    state_flags: number;
    prize_group: number;
  }>(
    `SELECT u.id, u.login_id, u.role, u.parent_id, t.depth, u.state_flags, u.prize_group
       FROM account_tree t JOIN users u ON u.id = t.descendant_id
      WHERE t.ancestor_id = $1 AND t.depth > 0
        AND ${byId ? 'u.id = $2' : 'lower(u.login_id) = lower($2)'}
        ${options.lock ? 'FOR UPDATE OF u' : ''}`,
    [agentId, byId ? ref.userId : ref.loginId],
  );
  const member = byId ? String(ref.userId) : ref.loginId;
  if (!row) return fail('NotInTeam', { member });
  if (options.scope === 'direct' && row.depth !== 1) return fail('NotDirectMember', { member });
  return succeed({
    userId: row.id,
    loginId: row.login_id,
    role: row.role,
    parentId: row.parent_id,
    depth: row.depth,
    stateFlags: row.state_flags,
    prizeGroup: row.prize_group,
  });
}

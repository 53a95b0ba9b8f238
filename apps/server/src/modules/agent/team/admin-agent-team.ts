import type { TAdminAgentTeam } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { listTeamMembers } from './list-team-members.ts';

/**
 * The back office's view of any account's team: the account with its team size and balance,
 * its direct members (the same list an agent sees of its own) and the latest team changes it
 * made as an agent (moves, deletes, restrictions, accounts opened: audit_events rows).
 */
export async function adminAgentTeam(
  db: TQueryable,
  nowMs: number,
  query: { Agent: string; PageIndex: number },
): Promise<TResult<TAdminAgentTeam>> {
  const [agent] = await db.query<{
    id: number;
    login_id: string;
    role: 'player' | 'agent';
    parent_login_id: string | null;
    team_size: bigint;
    team_balance: bigint;
  }>(
    `SELECT u.id, u.login_id, u.role, p.login_id AS parent_login_id,
            (SELECT count(*) - 1 FROM account_tree t WHERE t.ancestor_id = u.id) AS team_size,
            (SELECT coalesce(sum(a.balance), 0)::bigint FROM account_tree t
               JOIN ledger_accounts a ON a.user_id = t.descendant_id AND a.kind = 'player'
              WHERE t.ancestor_id = u.id) AS team_balance
       FROM users u LEFT JOIN users p ON p.id = u.parent_id
      WHERE lower(u.login_id) = lower($1) AND u.role <> 'admin'`,
    [query.Agent],
  );
  if (!agent) return fail('PlayerNotFound', { loginId: query.Agent });
  const members = await listTeamMembers(db, agent.id, nowMs, {
    Scope: 'direct',
    SortBy: 'registered',
    SortDesc: true,
    PageIndex: query.PageIndex,
    PageSize: 50,
  });
  if (!members.ok) return members;
  const actions = await db.query<{
    at: Date;
    action: string;
    subject_login_id: string | null;
    detail: Record<string, unknown>;
  }>(
    `SELECT e.at, e.action, s.login_id AS subject_login_id, e.detail
       FROM audit_events e LEFT JOIN users s ON s.id = e.subject_user_id
      WHERE e.actor_user_id = $1 AND e.action LIKE 'agent\\_%'
      ORDER BY e.at DESC, e.id DESC LIMIT 50`,
    [agent.id],
  );
  return succeed({
    Agent: {
      UserId: agent.id,
      LoginId: agent.login_id,
      Role: agent.role,
      ParentLoginId: agent.parent_login_id,
      TeamSize: Number(agent.team_size),
      TeamBalance: BigInt(agent.team_balance),
    },
    Members: members.value,
    Actions: actions.map((row) => ({
      At: row.at.getTime(),
      Action: row.action,
      SubjectLoginId: row.subject_login_id,
      Detail: row.detail,
    })),
  });
}

import { userInfoPrivilegesEvent, type TAgentSystemRulesView } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';
import { readAgentSystemRules } from '../agent-rules.ts';
import { systemRulesAssignments, systemRulesView } from './system-rules-columns.ts';

/**
 * Replaces the system rules, audited, and tells every agent's screens to reload their privileges
 * (the rules feed every agent's Have* and *Allowed flags): one set statement into the outbox,
 * whatever the number of agents, rather than a round trip per agent. The rules row is locked so
 * that two administrators' changes queue and each audit row's "before" is what it replaced.
 */
export async function updateSystemRules(
  deps: { db: TDatabase; clock: TClock },
  admin: TAdminSession,
  change: TAgentSystemRulesView & { Reason: string },
): Promise<TAgentSystemRulesView> {
  const { Reason: reason, ...rules } = change;
  return deps.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM agent_system_rules FOR UPDATE');
    const before = systemRulesView(await readAgentSystemRules(tx));
    const { set, values } = systemRulesAssignments(rules);
    await tx.query(`UPDATE agent_system_rules SET ${set}`, values);
    const after = systemRulesView(await readAgentSystemRules(tx));
    await writeAdminAudit(tx, admin, {
      action: 'agents.system_rules.update',
      targetType: 'agent_system_rules',
      targetId: 'system',
      before,
      after: { ...after, reason },
    });
    // The same dedupe key as notifyPrivilegesChanged's, the change named by its transaction.
    await tx.query(
      `INSERT INTO outbox (dedupe_key, target, target_id, event, payload, created_at)
       SELECT $1 || ':system-rules:' || txid_current() || ':' || id, 'user', id, $1, '{}'::jsonb, $2
         FROM users WHERE role = 'agent'
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [userInfoPrivilegesEvent, deps.clock.now()],
    );
    return after;
  });
}

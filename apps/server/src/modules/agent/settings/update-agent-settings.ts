import type { TAgentSettingsUpdate, TAgentSettingsView } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';
import { readAgentStanding } from '../agent-rules.ts';
import { notifyPrivilegesChanged } from '../privileges-changed.ts';

async function findAgent(db: TQueryable, loginId: string, lock = false) {
  const [row] = await db.query<{ id: number; login_id: string }>(
    `SELECT id, login_id FROM users WHERE lower(login_id) = lower($1) AND role = 'agent'
     ${lock ? 'FOR UPDATE' : ''}`,
    [loginId],
  );
  return row;
}

async function settingsOf(db: TQueryable, agent: { id: number; login_id: string }) {
  const standing = await readAgentStanding(db, agent.id);
  return {
    LoginId: agent.login_id,
    IsDirectAgent: standing.isDirectAgent,
    AgentType: standing.agentType,
    HasBonusWallet: standing.hasBonusWallet,
    HasBonusPermission: standing.hasBonusPermission,
    HasShareholderBonus: standing.hasShareholderBonus,
    HasShareholderBonusExternal: standing.hasShareholderBonusExternal,
  } satisfies TAgentSettingsView;
}

/** One agent's settings (the defaults when an administrator never set any). */
export async function readAgentSettings(
  db: TQueryable,
  loginId: string,
): Promise<TResult<TAgentSettingsView>> {
  const agent = await findAgent(db, loginId);
  if (!agent) return fail('AgentNotFound', { loginId });
  return succeed(await settingsOf(db, agent));
}

/**
 * Sets what an administrator grants one agent (type, bonus wallet and permission, shareholder
 * bonuses), audited, and pushes UserInfoPrivileges to it in the same transaction.
 */
export async function updateAgentSettings(
  deps: { db: TDatabase; clock: TClock },
  admin: TAdminSession,
  change: TAgentSettingsUpdate,
): Promise<TResult<TAgentSettingsView>> {
  return deps.db.transaction(async (tx) => {
    const agent = await findAgent(tx, change.LoginId, true);
    if (!agent) return fail('AgentNotFound', { loginId: change.LoginId });
    const before = await settingsOf(tx, agent);
    await tx.query(
      `INSERT INTO agent_settings (agent_id, agent_type, has_bonus_wallet, has_bonus_permission,
                                   has_shareholder_bonus, has_shareholder_bonus_external)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (agent_id) DO UPDATE
          SET agent_type = EXCLUDED.agent_type, has_bonus_wallet = EXCLUDED.has_bonus_wallet,
              has_bonus_permission = EXCLUDED.has_bonus_permission,
              has_shareholder_bonus = EXCLUDED.has_shareholder_bonus,
              has_shareholder_bonus_external = EXCLUDED.has_shareholder_bonus_external`,
      [
        agent.id,
        change.AgentType,
        change.HasBonusWallet,
        change.HasBonusPermission,
        change.HasShareholderBonus,
        change.HasShareholderBonusExternal,
      ],
    );
    const after = await settingsOf(tx, agent);
    await writeAdminAudit(tx, admin, {
      action: 'agents.settings.update',
      targetType: 'agent',
      targetId: agent.id,
      before,
      after: { ...after, reason: change.Reason },
    });
    const [txid] = await tx.query<{ id: string }>('SELECT txid_current()::text AS id');
    await notifyPrivilegesChanged(
      tx,
      [agent.id],
      `agent-settings:${txid?.id ?? deps.clock.now()}`,
      deps.clock.now(),
    );
    return succeed(after);
  });
}

import { readAccount } from '../auth/account-record.ts';
import type { TAgentType } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

export interface TAgentSystemRules {
  transfer_point_enabled: boolean;
  super_transfer_point_enabled: boolean;
  deposit_from_wallet_enabled: boolean;
  contract_creation_allowed: boolean;
  external_game_contract_creation_allowed: boolean;
  daily_pay_creation_allowed: boolean;
  daily_pay_cg_creation_allowed: boolean;
  external_game_daily_pay_creation_allowed: boolean;
  sport_daily_pay_creation_allowed: boolean;
  daily_reward_dividend_mode_enabled: boolean;
  daily_reward_no_dividend_mode_enabled: boolean;
  bonus_creation_allowed: boolean;
  daily_pay_max_rate_bp: number;
  daily_reward_max_rate_bp: number;
  contract_max_rate_bp: number;
}

/** The one system rules row; migration 0006 inserts it, so its absence is a broken database. */
export async function readAgentSystemRules(db: TQueryable): Promise<TAgentSystemRules> {
  const [row] = await db.query<TAgentSystemRules>(`SELECT * FROM agent_system_rules`);
  if (!row) throw new Error('agent_system_rules has no row');
  return row;
}

export interface TAgentStanding {
  isDirectAgent: boolean;
  agentType: TAgentType;
  hasBonusWallet: boolean;
  hasBonusPermission: boolean;
  hasShareholderBonus: boolean;
  hasShareholderBonusExternal: boolean;
}

/** Where an agent stands: its upline and what an administrator granted it (defaults without a row). */
export async function readAgentStanding(db: TQueryable, agentId: number): Promise<TAgentStanding> {
  const account = await readAccount(db, agentId);
  if (!account) throw new Error(`user ${agentId} of a live session does not exist`);
  const [row] = await db.query<{
    agent_type: TAgentType | null;
    has_bonus_wallet: boolean | null;
    has_bonus_permission: boolean | null;
    has_shareholder_bonus: boolean | null;
    has_shareholder_bonus_external: boolean | null;
  }>(
    `SELECT agent_type, has_bonus_wallet, has_bonus_permission, has_shareholder_bonus,
            has_shareholder_bonus_external
       FROM agent_settings WHERE agent_id = $1`,
    [agentId],
  );
  return {
    isDirectAgent: account.parentId === null,
    agentType: row?.agent_type ?? 'Formal',
    hasBonusWallet: row?.has_bonus_wallet ?? false,
    hasBonusPermission: row?.has_bonus_permission ?? false,
    hasShareholderBonus: row?.has_shareholder_bonus ?? false,
    hasShareholderBonusExternal: row?.has_shareholder_bonus_external ?? false,
  };
}

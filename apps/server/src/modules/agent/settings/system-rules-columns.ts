import type { TAgentSystemRulesView } from '@lottery/contracts';
import type { TAgentSystemRules } from '../agent-rules.ts';

/** Each API field of the system rules and its column in agent_system_rules (migration 0006). */
export const systemRuleColumns = {
  TransferPointEnabled: 'transfer_point_enabled',
  SuperTransferPointEnabled: 'super_transfer_point_enabled',
  DepositFromWalletEnabled: 'deposit_from_wallet_enabled',
  ContractCreationAllowed: 'contract_creation_allowed',
  ExternalGameContractCreationAllowed: 'external_game_contract_creation_allowed',
  DailyPayCreationAllowed: 'daily_pay_creation_allowed',
  DailyPayCgCreationAllowed: 'daily_pay_cg_creation_allowed',
  ExternalGameDailyPayCreationAllowed: 'external_game_daily_pay_creation_allowed',
  SportDailyPayCreationAllowed: 'sport_daily_pay_creation_allowed',
  DailyRewardDividendModeEnabled: 'daily_reward_dividend_mode_enabled',
  DailyRewardNoDividendModeEnabled: 'daily_reward_no_dividend_mode_enabled',
  BonusCreationAllowed: 'bonus_creation_allowed',
  DailyPayMaxRateBp: 'daily_pay_max_rate_bp',
  DailyRewardMaxRateBp: 'daily_reward_max_rate_bp',
  ContractMaxRateBp: 'contract_max_rate_bp',
} as const satisfies Record<keyof TAgentSystemRulesView, keyof TAgentSystemRules>;

const fields = Object.keys(systemRuleColumns) as (keyof TAgentSystemRulesView)[];

export function systemRulesView(row: TAgentSystemRules): TAgentSystemRulesView {
  return Object.fromEntries(
    fields.map((field) => [field, row[systemRuleColumns[field]]]),
  ) as TAgentSystemRulesView;
}

/** `col = $1, col = $2, ...` and its values, in one fixed order. */
export function systemRulesAssignments(view: TAgentSystemRulesView) {
  return {
    set: fields.map((field, i) => `${systemRuleColumns[field]} = $${i + 1}`).join(', '),
    values: fields.map((field) => view[field]),
  };
}

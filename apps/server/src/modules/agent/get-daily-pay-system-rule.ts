import type { TDailyPaySystemRule } from '@lottery/contracts';
import type { TAgentDeps } from './agent-deps.ts';
import { readAgentSystemRules } from './agent-rules.ts';

// Rates are kept in whole basis points, so bp / 100 prints as the exact short decimal.
const percent = (basisPoints: number) => basisPoints / 100;

/** The daily pay system rule, as the JSON text the spec's client parses itself. */
export async function getDailyPaySystemRule(deps: TAgentDeps): Promise<string> {
  const rules = await readAgentSystemRules(deps.db);
  const systemRule: TDailyPaySystemRule = {
    DailyRewardEnabledForDividendMode: rules.daily_reward_dividend_mode_enabled,
    DailyRewardEnabledForNoDividendMode: rules.daily_reward_no_dividend_mode_enabled,
    DailyPayMaxRate: percent(rules.daily_pay_max_rate_bp),
    DailyRewardMaxRate: percent(rules.daily_reward_max_rate_bp),
    ContractMaxRate: percent(rules.contract_max_rate_bp),
  };
  return JSON.stringify(systemRule);
}

import { dailyPayTypes, type TDailyPayType } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TAgentSystemRules } from '../agent-rules.ts';

/** An account's daily pay rates by type (those set; a type not set is 0), and who set them. */
export async function readDailyPayRates(
  db: TQueryable,
  memberId: number,
  options: { lock?: boolean } = {},
): Promise<{ agentId: number | null; rates: Map<TDailyPayType, number> }> {
  const rows = await db.query<{ pay_type: TDailyPayType; rate_bp: number; agent_id: number }>(
    `SELECT pay_type, rate_bp, agent_id FROM daily_pay_rates WHERE member_id = $1
      ORDER BY pay_type ${options.lock ? 'FOR UPDATE' : ''}`,
    [memberId],
  );
  return {
    agentId: rows[0]?.agent_id ?? null,
    rates: new Map(rows.map((row) => [row.pay_type, row.rate_bp])),
  };
}

export const systemMaxBpOf = (rules: TAgentSystemRules) => (type: TDailyPayType) =>
  type === dailyPayTypes.dailyReward ? rules.daily_reward_max_rate_bp : rules.daily_pay_max_rate_bp;

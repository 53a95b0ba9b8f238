import { contractStates, contractTypes, dailyPayTypes, type TPrivileges } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';

export type TContractPrivileges = Pick<
  TPrivileges,
  | 'HaveContract'
  | 'HaveExternalGameContract'
  | 'HaveSportContract'
  | 'HaveDailyPay'
  | 'HaveCGDailyPay'
  | 'HaveExternalGameDailyPay'
  | 'HaveSportGameDailyPay'
  | 'HaveDailyReward'
>;

/**
 * The Have* privileges of contracts and daily pay, for players and agents alike: a contract in
 * force the account signed (per type), and a non-zero daily pay rate its agent set (per kind).
 */
export async function readContractPrivileges(
  db: TQueryable,
  userId: number,
): Promise<TContractPrivileges> {
  const [row] = await db.query<{ contract_types: number[]; pay_types: number[] }>(
    `SELECT ARRAY(SELECT DISTINCT contract_type::integer FROM agent_contracts
                   WHERE member_id = $1 AND state = $2 AND superseded_at IS NULL) AS contract_types,
            ARRAY(SELECT pay_type::integer FROM daily_pay_rates
                   WHERE member_id = $1 AND rate_bp > 0) AS pay_types`,
    [userId, contractStates.signed],
  );
  const contracts = new Set(row?.contract_types ?? []);
  const pays = new Set(row?.pay_types ?? []);
  return {
    HaveContract: contracts.has(contractTypes.lottery),
    HaveExternalGameContract: contracts.has(contractTypes.externalGame),
    HaveSportContract: contracts.has(contractTypes.sport),
    HaveDailyPay:
      pays.has(dailyPayTypes.betPay) ||
      pays.has(dailyPayTypes.earnPay) ||
      pays.has(dailyPayTypes.lottery),
    HaveCGDailyPay: pays.has(dailyPayTypes.cardGame),
    HaveExternalGameDailyPay: pays.has(dailyPayTypes.videoSlot),
    HaveSportGameDailyPay: pays.has(dailyPayTypes.sport),
    HaveDailyReward: pays.has(dailyPayTypes.dailyReward),
  };
}

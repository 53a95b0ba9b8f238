import {
  contractKinds,
  dailyPayKinds,
  type TContractKind,
  type TDailyPayKind,
  type TPrivileges,
} from '@lottery/contracts';
import type { TSession } from '../../platform/route.ts';
import { hasFlag, type TStateFlag } from '../auth/state-flags.ts';
import type { TAgentDeps } from './agent-deps.ts';
import { readContractPrivileges } from './contracts/contract-privileges.ts';
import { readAgentStanding, readAgentSystemRules } from './agent-rules.ts';
import { readHasProportionalDividend } from './dividends/dividend-privileges.ts';

const noPrivileges: TPrivileges = {
  IsTransferPointEnabled: false,
  IsSuperTransferPointEnabled: false,
  IsDepositFromWalletEnabled: false,
  ContractCreationAllowed: false,
  ExternalGameContractCreationAllowed: false,
  DailyPayCreationAllowed: false,
  DailyPayCGCreationAllowed: false,
  ExternalGameDailyPayCreationAllowed: false,
  SportDailyPayCreationAllowed: false,
  DailyRewardCreationAllowed: false,
  HaveContract: false,
  HaveExternalGameContract: false,
  HaveSportContract: false,
  HaveDailyPay: false,
  HaveCGDailyPay: false,
  HaveExternalGameDailyPay: false,
  HaveSportGameDailyPay: false,
  HaveDailyReward: false,
  HaveProportionalDividend: false,
  DailyPayPermission: [],
  ContractPermission: [],
  DirectAgentType: null,
  IsDirectAgent: false,
};

/** Transfer types of the state flags (SPEC §6) other than super transfers. */
const transferTypeFlags: readonly TStateFlag[] = [
  'transferDepositAllowed',
  'transferActivityAllowed',
  'transferDividendAllowed',
  'transferOtherAllowed',
  'transferDailyPayAllowed',
];

/**
 * Privileges of SPEC §3 (the bonus ones are in get-bonus-privileges.ts). Players and
 * administrators may create nothing. An agent may create what the system rules allow; daily reward also
 * needs the flag of its type (SPEC §6); transfers need an allowed transfer type and unfrozen
 * funds. The Have* flags come from each programme's records (contracts and daily pay:
 * contracts/contract-privileges.ts).
 */
export async function getPrivileges(deps: TAgentDeps, session: TSession): Promise<TPrivileges> {
  // A player may be a direct member with a contract or daily pay too: its Have* flags show it.
  const contractPrivileges = await readContractPrivileges(deps.db, session.userId);
  if (session.role !== 'agent') return { ...noPrivileges, ...contractPrivileges };
  const rules = await readAgentSystemRules(deps.db);
  const agent = await readAgentStanding(deps.db, session.userId);
  const flags = session.stateFlags;
  const fundsFrozen = hasFlag(flags, 'fundsFrozen');
  const dailyPay: Record<TDailyPayKind, boolean> = {
    Lottery: rules.daily_pay_creation_allowed,
    CardGame: rules.daily_pay_cg_creation_allowed,
    ExternalGame: rules.external_game_daily_pay_creation_allowed,
    Sport: rules.sport_daily_pay_creation_allowed,
    DailyReward:
      agent.agentType === 'Formal'
        ? rules.daily_reward_dividend_mode_enabled
        : rules.daily_reward_no_dividend_mode_enabled,
  };
  const contract: Record<TContractKind, boolean> = {
    Lottery: rules.contract_creation_allowed,
    ExternalGame: rules.external_game_contract_creation_allowed,
  };
  return {
    ...noPrivileges,
    ...contractPrivileges,
    IsTransferPointEnabled:
      rules.transfer_point_enabled &&
      !fundsFrozen &&
      transferTypeFlags.some((flag) => hasFlag(flags, flag)),
    IsSuperTransferPointEnabled:
      rules.super_transfer_point_enabled && !fundsFrozen && hasFlag(flags, 'transferSuperAllowed'),
    IsDepositFromWalletEnabled:
      rules.deposit_from_wallet_enabled && !fundsFrozen && !hasFlag(flags, 'depositDisabled'),
    ContractCreationAllowed: contract.Lottery,
    ExternalGameContractCreationAllowed: contract.ExternalGame,
    DailyPayCreationAllowed: dailyPay.Lottery,
    DailyPayCGCreationAllowed: dailyPay.CardGame,
    ExternalGameDailyPayCreationAllowed: dailyPay.ExternalGame,
    SportDailyPayCreationAllowed: dailyPay.Sport,
    DailyRewardCreationAllowed: dailyPay.DailyReward,
    DailyPayPermission: dailyPayKinds.filter((kind) => dailyPay[kind]),
    ContractPermission: contractKinds.filter((kind) => contract[kind]),
    HaveProportionalDividend: await readHasProportionalDividend(deps.db, session.userId),
    DirectAgentType: agent.agentType,
    IsDirectAgent: agent.isDirectAgent,
  };
}

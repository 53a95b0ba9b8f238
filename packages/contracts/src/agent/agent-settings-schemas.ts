import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { agentTypes } from './privilege-schemas.ts';

/**
 * The back office's agent settings (issue #21): the one row of system rules every agent's
 * privileges follow, and what an administrator grants one agent. Rates are basis points
 * (100 = 1%), as stored. A change pushes UserInfoPrivileges to the agents it concerns.
 */

const ZRateBp = z.number().int().min(0).max(10_000).describe('Basis points: 100 = 1%');

export const ZAgentSystemRules = z
  .object({
    TransferPointEnabled: z.boolean(),
    SuperTransferPointEnabled: z.boolean(),
    DepositFromWalletEnabled: z.boolean(),
    ContractCreationAllowed: z.boolean(),
    ExternalGameContractCreationAllowed: z.boolean(),
    DailyPayCreationAllowed: z.boolean(),
    DailyPayCgCreationAllowed: z.boolean(),
    ExternalGameDailyPayCreationAllowed: z.boolean(),
    SportDailyPayCreationAllowed: z.boolean(),
    DailyRewardDividendModeEnabled: z.boolean().describe('Formal agents may create daily rewards'),
    DailyRewardNoDividendModeEnabled: z
      .boolean()
      .describe('NoDividend agents may create daily rewards'),
    BonusCreationAllowed: z.boolean(),
    DailyPayMaxRateBp: ZRateBp,
    DailyRewardMaxRateBp: ZRateBp,
    ContractMaxRateBp: ZRateBp,
  })
  .meta({ id: 'AgentSystemRules' });
export type TAgentSystemRulesView = z.infer<typeof ZAgentSystemRules>;

const ZReason = ZText.min(1).max(200).describe('Why (kept in the audit)');

export const ZAgentSystemRulesUpdate = ZAgentSystemRules.extend({ Reason: ZReason }).meta({
  id: 'AgentSystemRulesUpdate',
});

export const ZAgentSettingsQuery = z
  .object({ LoginId: ZText.min(1).max(64) })
  .meta({ id: 'AgentSettingsQuery' });

export const ZAgentSettingsFlags = {
  AgentType: z.enum(agentTypes),
  HasBonusWallet: z.boolean(),
  HasBonusPermission: z.boolean(),
  HasShareholderBonus: z.boolean(),
  HasShareholderBonusExternal: z.boolean(),
};

export const ZAgentSettings = z
  .object({ LoginId: z.string(), IsDirectAgent: z.boolean(), ...ZAgentSettingsFlags })
  .meta({ id: 'AgentSettings' });
export type TAgentSettingsView = z.infer<typeof ZAgentSettings>;

export const ZAgentSettingsUpdate = z
  .object({ LoginId: ZText.min(1).max(64), ...ZAgentSettingsFlags, Reason: ZReason })
  .meta({ id: 'AgentSettingsUpdate' });
export type TAgentSettingsUpdate = z.infer<typeof ZAgentSettingsUpdate>;

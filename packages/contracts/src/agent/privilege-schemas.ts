import { z } from 'zod';

/** Kinds of daily pay an agent may set for descendants (SPEC §6); codes are ours. */
export const dailyPayKinds = [
  'Lottery',
  'CardGame',
  'ExternalGame',
  'Sport',
  'DailyReward',
] as const;
export type TDailyPayKind = (typeof dailyPayKinds)[number];
/** Kinds of contract (dividend agreement) an agent may offer descendants. */
export const contractKinds = ['Lottery', 'ExternalGame'] as const;
export type TContractKind = (typeof contractKinds)[number];
/** Formal agents work in dividend mode, NoDividend agents without dividends (SPEC §3). */
export const agentTypes = ['Formal', 'NoDividend'] as const;
export type TAgentType = (typeof agentTypes)[number];

const has = (what: string) =>
  z.boolean().describe(`The account has ${what}; false while that programme has no records yet`);

export const ZPrivileges = z
  .object({
    IsTransferPointEnabled: z
      .boolean()
      .describe('May transfer to descendants: a transfer type is allowed and funds are not frozen'),
    IsSuperTransferPointEnabled: z.boolean().describe('May make super transfers'),
    IsDepositFromWalletEnabled: z.boolean().describe('May deposit for descendants from own wallet'),
    ContractCreationAllowed: z.boolean(),
    ExternalGameContractCreationAllowed: z.boolean(),
    DailyPayCreationAllowed: z.boolean().describe('Lottery daily pay'),
    DailyPayCGCreationAllowed: z.boolean().describe('Card game daily pay'),
    ExternalGameDailyPayCreationAllowed: z.boolean(),
    SportDailyPayCreationAllowed: z.boolean(),
    DailyRewardCreationAllowed: z
      .boolean()
      .describe('Also needs the system rule flag of the agent type (dividend or no-dividend mode)'),
    HaveContract: has('a signed lottery contract'),
    HaveExternalGameContract: has('a signed external game contract'),
    HaveSportContract: has('a signed sport contract'),
    HaveDailyPay: has('lottery daily pay'),
    HaveCGDailyPay: has('card game daily pay'),
    HaveExternalGameDailyPay: has('external game daily pay'),
    HaveSportGameDailyPay: has('sport daily pay'),
    HaveDailyReward: has('a daily reward'),
    HaveProportionalDividend: has('a proportional dividend'),
    DailyPayPermission: z
      .array(z.enum(dailyPayKinds))
      .describe('Daily pay kinds the agent may create for descendants'),
    ContractPermission: z
      .array(z.enum(contractKinds))
      .describe('Contract kinds the agent may offer descendants'),
    DirectAgentType: z.enum(agentTypes).nullable().describe('The agent type; null for players'),
    IsDirectAgent: z.boolean().describe('An agent with no upline'),
  })
  .meta({
    id: 'Privileges',
    description:
      'SPEC §3 privileges apart from the bonus ones. Authenticated (loaded after login and on a ' +
      'UserInfoPrivileges push). Players and administrators get every flag false and every ' +
      'list empty; agents get creation rights from the system rules, limited by state flags.',
  });
export type TPrivileges = z.infer<typeof ZPrivileges>;

export const ZBonusPrivileges = z
  .object({
    HaveBonusWallet: z.boolean().describe('The account has a bonus wallet (/BonusWallet)'),
    HaveBonusPermission: z.boolean().describe('Granted the bonus programme (/BonusManagement)'),
    BonusCreationAllowed: z.boolean().describe('May set bonuses for descendants'),
    HasShareHolderBonus: z.boolean().describe('In the lottery shareholder bonus programme'),
    HasShareHolderBonusExternal: z
      .boolean()
      .describe('In the external game shareholder bonus programme'),
    HasShareHolderBonusContent: has('lottery shareholder bonus records'),
    HasShareHolderBonusContentExternal: has('external game shareholder bonus records'),
  })
  .meta({
    id: 'BonusPrivileges',
    description:
      'SPEC §3 privileges of the bonus programmes: what an administrator granted the agent. ' +
      'Authenticated; all false for players and administrators.',
  });
export type TBonusPrivileges = z.infer<typeof ZBonusPrivileges>;

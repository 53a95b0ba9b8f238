import type { TBonusPrivileges } from '@lottery/contracts';
import type { TSession } from '../../platform/route.ts';
import { hasBonusWallet } from '../bonus-wallet/read-bonus-wallet.ts';
import type { TAgentDeps } from './agent-deps.ts';
import { readAgentStanding, readAgentSystemRules } from './agent-rules.ts';
import { readShareholderBonusContent } from './dividends/dividend-privileges.ts';

const noBonusPrivileges: TBonusPrivileges = {
  HaveBonusWallet: false,
  HaveBonusPermission: false,
  BonusCreationAllowed: false,
  HasShareHolderBonus: false,
  HasShareHolderBonusExternal: false,
  HasShareHolderBonusContent: false,
  HasShareHolderBonusContentExternal: false,
};

/**
 * Bonus and shareholder bonus privileges: what an administrator granted the agent, bonus
 * creation also needing the system rule; the *Content flags say the agent has shareholder bonus
 * records (dividends/dividend-privileges.ts).
 */
export async function getBonusPrivileges(
  deps: TAgentDeps,
  session: TSession,
): Promise<TBonusPrivileges> {
  // Any account with a bonus grant has a bonus wallet (issue #23); an agent may also be given one.
  const hasGrants = await hasBonusWallet(deps.db, session.userId);
  if (session.role !== 'agent') return { ...noBonusPrivileges, HaveBonusWallet: hasGrants };
  const rules = await readAgentSystemRules(deps.db);
  const agent = await readAgentStanding(deps.db, session.userId);
  return {
    ...noBonusPrivileges,
    HaveBonusWallet: agent.hasBonusWallet || hasGrants,
    HaveBonusPermission: agent.hasBonusPermission,
    BonusCreationAllowed: rules.bonus_creation_allowed && agent.hasBonusPermission,
    HasShareHolderBonus: agent.hasShareholderBonus,
    HasShareHolderBonusExternal: agent.hasShareholderBonusExternal,
    ...(await readShareholderBonusContent(deps.db, session.userId)),
  };
}

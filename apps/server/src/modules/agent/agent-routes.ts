import {
  ZBonusPrivileges,
  ZDailyPaySystemRuleResponse,
  ZPrivileges,
  ZRegisterLinkCodeResponse,
} from '@lottery/contracts';
import { defineRoute } from '../../platform/route.ts';
import type { TAgentDeps } from './agent-deps.ts';
import { getBonusPrivileges } from './get-bonus-privileges.ts';
import { getDailyPaySystemRule } from './get-daily-pay-system-rule.ts';
import { getPrivileges } from './get-privileges.ts';
import { getRegisterLinkCode } from './get-register-link-code.ts';

const tags = ['Agent'];
// Every logged-in account loads these after login (SPEC §4); players get the empty answers, so
// the client needs no role check of its own.
const common = { tags, access: 'user' } as const;

export function agentRoutes(deps: TAgentDeps) {
  return [
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Privileges/Get',
      summary: 'Agent privileges (transfers, contracts, daily pay); all off for players',
      response: ZPrivileges,
      handler: ({ session }) => getPrivileges(deps, session),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/BonusPrivileges/Get',
      summary: 'Bonus and shareholder bonus privileges; all off for players',
      response: ZBonusPrivileges,
      handler: ({ session }) => getBonusPrivileges(deps, session),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/DailyPay/GetSystemRule',
      summary: 'Daily reward flags and maximum rates, as JSON text',
      response: ZDailyPaySystemRuleResponse,
      handler: async () => ({ SystemRule: await getDailyPaySystemRule(deps) }),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Register/GetRegisterLinkCode',
      summary: "The agent's invite code, made on first ask; null for players",
      response: ZRegisterLinkCodeResponse,
      handler: async ({ session }) => ({
        RegisterLinkCode: await getRegisterLinkCode(deps, session),
      }),
    }),
  ];
}

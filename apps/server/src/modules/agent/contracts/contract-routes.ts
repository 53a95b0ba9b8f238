import {
  ZAdminContractListResponse,
  ZAdminContractSearch,
  ZContractIdRequest,
  ZContractListResponse,
  ZContractTemplateListResponse,
  ZMemberContractsRequest,
  ZOfferContractRequest,
  ZSaveContractTemplateRequest,
} from '@lottery/contracts';
import { z } from 'zod';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { listContractTemplates, saveContractTemplate } from './contract-templates.ts';
import { decideContract } from './decide-contract.ts';
import { listAllContracts } from './list-all-contracts.ts';
import { listMemberContracts, listMyContracts } from './list-contracts.ts';
import { offerContract } from './offer-contract.ts';

const tags = ['Agent contracts'];
const ZContractIdResponse = z.object({ Id: z.number().int() }).meta({ id: 'ContractIdResponse' });

const tiersOf = (tiers: readonly { MinTeamLoss: bigint; MinTurnover: bigint; Rate: number }[]) =>
  tiers.map((tier) => ({
    minTeamLoss: tier.MinTeamLoss,
    minTurnover: tier.MinTurnover,
    rateBp: tier.Rate,
  }));

/** /MyContract: an agent offers its direct members contracts; a member signs or rejects its own. */
export function contractRoutes(deps: TAgentDeps) {
  return [
    defineRoute({
      tags,
      access: 'user',
      method: 'POST',
      url: '/api/Contract/Mine',
      summary: 'Contracts offered to me, newest first, with their terms (history included)',
      response: ZContractListResponse,
      handler: async ({ session }) => ({ Contracts: await listMyContracts(deps, session) }),
    }),
    defineRoute({
      tags,
      access: 'user',
      method: 'POST',
      url: '/api/Contract/Sign',
      summary: 'Sign an open offer made to me (supersedes my contract in force of that type)',
      body: ZContractIdRequest,
      response: ZContractIdResponse,
      handler: async ({ session, body }) => ({
        Id: unwrap(await decideContract(deps, session, body.Id, 'sign')).contractId,
      }),
    }),
    defineRoute({
      tags,
      access: 'user',
      method: 'POST',
      url: '/api/Contract/Reject',
      summary: 'Reject an open offer made to me',
      body: ZContractIdRequest,
      response: ZContractIdResponse,
      handler: async ({ session, body }) => ({
        Id: unwrap(await decideContract(deps, session, body.Id, 'reject')).contractId,
      }),
    }),
    defineRoute({
      tags,
      access: 'agent',
      method: 'POST',
      url: '/api/Contract/Member',
      summary: 'The contracts I offered a direct member, newest first',
      body: ZMemberContractsRequest,
      response: ZContractListResponse,
      handler: async ({ session, body }) => ({
        Contracts: unwrap(await listMemberContracts(deps, session, body.Member)),
      }),
    }),
    defineRoute({
      tags,
      access: 'agent',
      method: 'POST',
      url: '/api/Contract/Offer',
      summary: 'Offer a direct member a contract (SPEC §5 rates); replaces my open offer to it',
      body: ZOfferContractRequest,
      response: ZContractIdResponse,
      handler: async ({ session, body }) => ({
        Id: unwrap(
          await offerContract(deps, session, {
            member: body.Member,
            contractType: body.ContractType,
            periodKind: body.PeriodKind,
            tiers: tiersOf(body.Tiers),
            templateId: body.TemplateId,
          }),
        ).contractId,
      }),
    }),
    defineRoute({
      tags,
      access: 'agent',
      method: 'POST',
      url: '/api/Contract/Templates',
      summary: 'The enabled contract templates an offer may start from',
      response: ZContractTemplateListResponse,
      handler: async () => ({
        Templates: await listContractTemplates(deps.db, { enabledOnly: true }),
      }),
    }),
    defineRoute({
      tags: ['Admin agents'],
      access: 'admin',
      permission: 'agents.view',
      method: 'GET',
      url: '/api/Admin/AgentContracts',
      summary: "Every agent's contracts, newest first, by agent or member login ID, state, type",
      query: ZAdminContractSearch,
      response: ZAdminContractListResponse,
      handler: async ({ query }) => listAllContracts(deps.db, query),
    }),
    defineRoute({
      tags: ['Admin agents'],
      access: 'admin',
      permission: 'agents.view',
      method: 'GET',
      url: '/api/Admin/AgentContracts/Templates',
      summary: 'Every contract template, enabled or not',
      response: ZContractTemplateListResponse,
      handler: async () => ({
        Templates: await listContractTemplates(deps.db, { enabledOnly: false }),
      }),
    }),
    defineRoute({
      tags: ['Admin agents'],
      access: 'admin',
      permission: 'agents.configure',
      method: 'POST',
      url: '/api/Admin/AgentContracts/Templates',
      summary: 'Create (no Id) or replace a contract template (audited)',
      body: ZSaveContractTemplateRequest,
      response: ZContractIdResponse,
      handler: async ({ session, body }) => ({
        Id: unwrap(
          await saveContractTemplate(deps, session, {
            id: body.Id,
            name: body.Name,
            contractType: body.ContractType,
            periodKind: body.PeriodKind,
            tiers: tiersOf(body.Tiers),
            enabled: body.Enabled,
          }),
        ).id,
      }),
    }),
  ];
}

import {
  ZAdminDailyPayIdRequest,
  ZAdminDailyPayListResponse,
  ZAdminDailyPaySearch,
  ZDailyPayAgreementsRequest,
  ZDailyPayAgreementsResponse,
  ZDailyPayRecordsRequest,
  ZDailyPayRecordsResponse,
  ZRunDailyPayRequest,
  ZRunDailyPayResponse,
  ZSetDailyPayRequest,
} from '@lottery/contracts';
import { z } from 'zod';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import {
  cancelDailyPayRecord,
  listAllDailyPayRecords,
  listMyDailyPayRecords,
  runDailyPayForDate,
} from './daily-pay-records.ts';
import { listDailyPayAgreements } from './list-daily-pay.ts';
import { setDailyPay } from './set-daily-pay.ts';

const tags = ['Agent daily pay'];
const adminTags = ['Admin agents'];

/** /TradeAgreement (rates), /TradeAgreementCurrency (records) and the back office's view. */
export function dailyPayRoutes(deps: TAgentDeps) {
  return [
    defineRoute({
      tags,
      access: 'user',
      method: 'POST',
      url: '/api/DailyPay/Agreements',
      summary: "My daily pay rates; with Member, a direct member's (agents); my limits per type",
      body: ZDailyPayAgreementsRequest,
      response: ZDailyPayAgreementsResponse,
      handler: async ({ session, body }) =>
        unwrap(await listDailyPayAgreements(deps, session, body.Member)) as z.input<
          typeof ZDailyPayAgreementsResponse
        >,
    }),
    defineRoute({
      tags,
      access: 'agent',
      method: 'POST',
      url: '/api/DailyPay/Set',
      summary: "Set a direct member's daily pay rates per type (SPEC §5)",
      body: ZSetDailyPayRequest,
      response: z.object({ Changed: z.number().int() }).meta({ id: 'SetDailyPayResponse' }),
      handler: async ({ session, body }) => ({
        Changed: unwrap(
          await setDailyPay(deps, session, {
            member: body.Member,
            rates: body.Rates.map((rate) => ({ payType: rate.PayType, rateBp: rate.Rate })),
          }),
        ).changed,
      }),
    }),
    defineRoute({
      tags,
      access: 'user',
      method: 'POST',
      url: '/api/DailyPay/Records',
      summary: 'My daily pay records by site day: received, paid to my members, or both',
      body: ZDailyPayRecordsRequest,
      response: ZDailyPayRecordsResponse,
      handler: async ({ session, body }) =>
        unwrap(await listMyDailyPayRecords(deps.db, session, body)),
    }),
    defineRoute({
      tags: adminTags,
      access: 'admin',
      permission: 'agents.view',
      method: 'GET',
      url: '/api/Admin/AgentDailyPay',
      summary: 'Every daily pay record by site day, login ID (member or agent) and state',
      query: ZAdminDailyPaySearch,
      response: ZAdminDailyPayListResponse,
      handler: async ({ query }) => unwrap(await listAllDailyPayRecords(deps.db, query)),
    }),
    defineRoute({
      tags: adminTags,
      access: 'admin',
      permission: 'agents.manage',
      method: 'POST',
      url: '/api/Admin/AgentDailyPay/Cancel',
      summary: 'Cancel a waiting daily pay record (audited)',
      body: ZAdminDailyPayIdRequest,
      response: ZAdminDailyPayIdRequest,
      handler: async ({ session, body }) => ({
        Id: unwrap(await cancelDailyPayRecord(deps, session, body.Id)).id,
      }),
    }),
    defineRoute({
      tags: adminTags,
      access: 'admin',
      permission: 'agents.manage',
      method: 'POST',
      url: '/api/Admin/AgentDailyPay/Run',
      summary: 'Compute and pay an ended site day now; what is done is never redone (audited)',
      body: ZRunDailyPayRequest,
      response: ZRunDailyPayResponse,
      handler: async ({ session, body }) =>
        unwrap(await runDailyPayForDate(deps, session, body.Date)),
    }),
  ];
}

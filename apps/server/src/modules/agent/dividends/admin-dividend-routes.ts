import {
  ZAdminDividendActionRequest,
  ZAdminDividendRecordsQuery,
  ZAdminDividendRule,
  ZAdminDividendRuleList,
  ZAdminRecordIdParams,
  ZDividendRecord,
  ZDividendRecordPage,
  ZOkResponse,
  ZSetDividendRuleRequest,
  ZSetShareholderBonusRuleRequest,
} from '@lottery/contracts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import {
  listAllDividends,
  listDividendRules,
  setDividendRule,
  setShareholderBonusRule,
  settleDividend,
} from './admin-dividends.ts';
import type { TDividendDeps } from './compute-dividends.ts';

const common = { tags: ['Admin', 'Agents'], access: 'admin' } as const;

/** The back office's agent-dividends section (issue #21). */
export function adminDividendRoutes(deps: TDividendDeps) {
  return [
    defineRoute({
      ...common,
      permission: 'agents.view',
      method: 'GET',
      url: '/api/Admin/Dividends/Rules',
      summary: "Top-level agents' dividend rules",
      response: ZAdminDividendRuleList,
      handler: () => listDividendRules(deps.db),
    }),
    defineRoute({
      ...common,
      permission: 'agents.configure',
      method: 'PUT',
      url: '/api/Admin/Dividends/Rules',
      summary: "Set a top-level agent's dividend tiers (8404 not top-level, 8405 bad tiers)",
      body: ZSetDividendRuleRequest,
      response: ZAdminDividendRule,
      handler: async ({ session, body }) => unwrap(await setDividendRule(deps, session, body)),
    }),
    defineRoute({
      ...common,
      permission: 'agents.view',
      method: 'GET',
      url: '/api/Admin/Dividends/Records',
      summary: "Every agent's dividend records, by agent and state",
      query: ZAdminDividendRecordsQuery,
      response: ZDividendRecordPage,
      handler: ({ query }) => listAllDividends(deps.db, query),
    }),
    defineRoute({
      ...common,
      permission: 'agents.manage',
      method: 'POST',
      url: '/api/Admin/Dividends/Records/:id/ForcePay',
      summary: "Force an open dividend's payment from its payer's wallet (8401, 8402)",
      params: ZAdminRecordIdParams,
      body: ZAdminDividendActionRequest,
      response: ZDividendRecord,
      handler: async ({ session, params, body }) =>
        unwrap(
          await settleDividend(deps, session, {
            id: params.id,
            action: 'forcePay',
            reason: body.Reason,
          }),
        ),
    }),
    defineRoute({
      ...common,
      permission: 'agents.manage',
      method: 'POST',
      url: '/api/Admin/Dividends/Records/:id/Cancel',
      summary: 'Cancel an open dividend (8401 settled already)',
      params: ZAdminRecordIdParams,
      body: ZAdminDividendActionRequest,
      response: ZDividendRecord,
      handler: async ({ session, params, body }) =>
        unwrap(
          await settleDividend(deps, session, {
            id: params.id,
            action: 'cancel',
            reason: body.Reason,
          }),
        ),
    }),
    defineRoute({
      ...common,
      permission: 'agents.configure',
      method: 'PUT',
      url: '/api/Admin/ShareholderBonus/Rules',
      summary: "Set an agent's shareholder bonus rule of a game family (the grant is its setting)",
      body: ZSetShareholderBonusRuleRequest,
      response: ZOkResponse,
      handler: async ({ session, body }) =>
        unwrap(await setShareholderBonusRule(deps, session, body)),
    }),
  ];
}

import {
  ZAdminAgentTransferQuery,
  ZAgentTransferInit,
  ZAgentTransferList,
  ZAgentTransferListRequest,
  ZAgentTransferRequest,
  ZAgentTransferResult,
} from '@lottery/contracts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { makeTransfer } from './make-transfer.ts';
import { kindCode } from './transfer-checks.ts';
import { transferInit } from './transfer-init.ts';
import { listTransfers } from './transfer-records.ts';

const tags = ['Agent transfers'];

/** Transfers to team members (issue #21): the agent's dialog, its records, the back office's. */
export function transferRoutes(deps: TAgentDeps) {
  return [
    defineRoute({
      tags,
      access: 'agent',
      method: 'POST',
      url: '/api/AgentTransfer/Init',
      summary: 'The transfer dialog: balance, the kinds the privileges allow, what is required',
      response: ZAgentTransferInit,
      handler: ({ session }) => transferInit(deps, session),
    }),
    defineRoute({
      tags,
      access: 'agent',
      method: 'POST',
      url: '/api/AgentTransfer/Create',
      summary:
        'Transfer to a team member (Idempotency-Key header): every check of SPEC §8, fund password, second factor per flag',
      body: ZAgentTransferRequest,
      response: ZAgentTransferResult,
      handler: async ({ session, request, body }) =>
        unwrap(await makeTransfer(deps, { session, request, body })),
    }),
    defineRoute({
      tags,
      access: 'user',
      method: 'POST',
      url: '/api/AgentTransfer/List',
      summary: 'The transfers the caller sent or received, newest first',
      body: ZAgentTransferListRequest,
      response: ZAgentTransferList,
      handler: async ({ session, body }) =>
        unwrap(
          await listTransfers(deps.db, {
            userId: session.userId,
            direction: body.Direction,
            startDate: body.StartDate,
            endDate: body.EndDate,
            pageIndex: body.PageIndex,
            pageSize: body.PageSize,
          }),
        ),
    }),
    defineRoute({
      tags,
      access: 'admin',
      permission: 'agents.view',
      method: 'GET',
      url: '/api/admin/agent-transfers',
      summary: 'Transfers of any agent, by sender or receiver, kind and site dates',
      query: ZAdminAgentTransferQuery,
      response: ZAgentTransferList,
      handler: async ({ query }) =>
        unwrap(
          await listTransfers(deps.db, {
            ...(query.AgentLoginId ? { loginId: query.AgentLoginId } : {}),
            ...(query.Kind ? { kind: kindCode(query.Kind) } : {}),
            startDate: query.StartDate,
            endDate: query.EndDate,
            pageIndex: query.PageIndex,
            pageSize: query.PageSize,
          }),
        ),
    }),
  ];
}

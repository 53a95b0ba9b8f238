import {
  ZBalanceAdjustment,
  ZBalanceAdjustmentList,
  ZBalanceAdjustmentQuery,
  ZBalanceAdjustmentRequest,
  ZDecideBalanceAdjustmentRequest,
} from '@lottery/contracts';
import { idempotencyKeyOf } from '../../../platform/idempotency.ts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import { approveAdjustment, rejectAdjustment } from './decide-adjustment.ts';
import { listAdjustments } from './list-adjustments.ts';
import { requestAdjustment, type TBalanceDeps } from './request-adjustment.ts';

const common = { tags: ['Admin balance'], access: 'admin' } as const;

/** Maker-checker balance adjustments: one administrator asks, another approves. */
export function balanceAdjustmentRoutes(deps: TBalanceDeps) {
  return [
    defineRoute({
      ...common,
      permission: 'players.view',
      method: 'GET',
      url: '/api/Admin/BalanceAdjustments',
      summary: 'Balance adjustment requests, newest first (State=pending: the approval queue)',
      query: ZBalanceAdjustmentQuery,
      response: ZBalanceAdjustmentList,
      handler: ({ query }) => listAdjustments(deps.db, query),
    }),
    defineRoute({
      ...common,
      permission: 'balance.request',
      method: 'POST',
      url: '/api/Admin/BalanceAdjustments',
      summary:
        "Ask for a change of a player's balance (signed amount, manual cash-flow type, reason; " +
        'Idempotency-Key header); nothing moves until another administrator approves',
      body: ZBalanceAdjustmentRequest,
      response: ZBalanceAdjustment,
      handler: async ({ body, session, request }) =>
        unwrap(
          await requestAdjustment(deps, session, {
            ...body,
            idempotencyKey: idempotencyKeyOf(request),
          }),
        ),
    }),
    defineRoute({
      ...common,
      permission: 'balance.approve',
      method: 'POST',
      url: '/api/Admin/BalanceAdjustments/Approve',
      summary:
        "Approve another administrator's request: the money moves once, however many approvals race",
      body: ZDecideBalanceAdjustmentRequest,
      response: ZBalanceAdjustment,
      handler: async ({ body, session }) =>
        unwrap(await approveAdjustment(deps, session, { id: body.Id, note: body.Note ?? null })),
    }),
    defineRoute({
      ...common,
      permission: 'balance.approve',
      method: 'POST',
      url: '/api/Admin/BalanceAdjustments/Reject',
      summary: 'Reject a pending request (or withdraw your own); nothing moves',
      body: ZDecideBalanceAdjustmentRequest,
      response: ZBalanceAdjustment,
      handler: async ({ body, session }) =>
        unwrap(await rejectAdjustment(deps, session, { id: body.Id, note: body.Note ?? null })),
    }),
  ];
}

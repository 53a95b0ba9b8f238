import {
  ZCreateDepositRequest,
  ZDepositOrder,
  ZDepositOrderRequest,
  ZDepositRecordRequest,
  ZDepositRecordResponse,
  ZInitDepositDataResponse,
} from '@lottery/contracts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { createDepositOrder } from './create-deposit-order.ts';
import type { TDepositDeps } from './deposit-deps.ts';
import { initDepositData } from './init-deposit-data.ts';
import { cancelOwnOrder, getOwnOrder, searchDepositRecords } from './player-orders.ts';

const common = { tags: ['Deposit'], access: 'user' } as const;

/** The player's deposit routes (SPEC §7 DepositRequest, /Deposit, /DepositQrcode, /DepositRecord). */
export function depositRoutes(deps: TDepositDeps) {
  return [
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/DepositRequest/InitDepositData',
      summary:
        "The channels that apply to the caller by type (ranges, fee or bonus, hours, open now), the caller's unfinished order and the turnover still required",
      response: ZInitDepositDataResponse,
      handler: ({ session }) => initDepositData(deps, session.userId),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/DepositRequest/Create',
      summary:
        'Create a deposit order on a channel (Idempotency-Key header) and answer how to pay it; refusals 7101-7110',
      body: ZCreateDepositRequest,
      response: ZDepositOrder,
      handler: async (input) =>
        unwrap(
          await createDepositOrder(deps, input, {
            channelId: input.body.ChannelId,
            amount: input.body.Amount,
            depositorName: input.body.DepositorName || null,
            depositorBank: input.body.DepositorBank || null,
          }),
        ),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/DepositRequest/GetOrder',
      summary: "One of the caller's deposit orders (/DepositQrcode), with its payment instructions",
      body: ZDepositOrderRequest,
      response: ZDepositOrder,
      handler: async ({ body, session }) =>
        unwrap(await getOwnOrder(deps.db, session.userId, body.OrderNo)),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/DepositRequest/Cancel',
      summary: "Cancel the caller's unpaid deposit order",
      body: ZDepositOrderRequest,
      response: ZDepositOrder,
      handler: async ({ body, session }) =>
        unwrap(await cancelOwnOrder(deps, session.userId, body.OrderNo)),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/DepositRecord/Search',
      summary:
        "The caller's deposit orders over site dates (at most 92), by state and type, newest first",
      body: ZDepositRecordRequest,
      response: ZDepositRecordResponse,
      handler: async ({ body, session }) =>
        unwrap(await searchDepositRecords(deps.db, session.userId, body)),
    }),
  ];
}

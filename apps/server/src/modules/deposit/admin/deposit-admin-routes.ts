import {
  ZAdminDepositChannel,
  ZAdminDepositChannelList,
  ZAdminDepositDetail,
  ZAdminDepositDetailQuery,
  ZAdminDepositList,
  ZAdminDepositOrder,
  ZAdminDepositQuery,
  ZCancelDepositRequest,
  ZConfirmDepositRequest,
  ZSaveDepositChannelRequest,
} from '@lottery/contracts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import type { TDepositDeps } from '../deposit-deps.ts';
import { cancelDepositByFinance, confirmDeposit } from './decide-deposit.ts';
import { listDepositChannels, saveDepositChannel } from './deposit-channel-admin.ts';
import { depositDetail, listDepositOrders } from './deposit-queue.ts';

const common = { tags: ['Admin deposits'], access: 'admin' } as const;

/** Finance's deposit queue (confirm, cancel, review) and the channel configuration. */
export function depositAdminRoutes(deps: TDepositDeps) {
  return [
    defineRoute({
      ...common,
      permission: 'deposits.view',
      method: 'GET',
      url: '/api/Admin/Deposits',
      summary:
        'Deposit orders newest first, by state, type, channel, amount, depositor name, player, site dates and review',
      query: ZAdminDepositQuery,
      response: ZAdminDepositList,
      handler: async ({ query }) => unwrap(await listDepositOrders(deps.db, query)),
    }),
    defineRoute({
      ...common,
      permission: 'deposits.view',
      method: 'GET',
      url: '/api/Admin/Deposits/Detail',
      summary: "One deposit order with the player's recent deposit and withdrawal lines",
      query: ZAdminDepositDetailQuery,
      response: ZAdminDepositDetail,
      handler: async ({ query }) => unwrap(await depositDetail(deps.db, query.Id)),
    }),
    defineRoute({
      ...common,
      permission: 'deposits.manage',
      method: 'POST',
      url: '/api/Admin/Deposits/Confirm',
      summary:
        'Confirm an order (or accept one from review) with the amount received: credited once, however many decisions race',
      body: ZConfirmDepositRequest,
      response: ZAdminDepositOrder,
      handler: async ({ body, session }) =>
        unwrap(
          await confirmDeposit(deps, session, {
            id: body.Id,
            ...(body.ReceivedAmount === undefined ? {} : { receivedAmount: body.ReceivedAmount }),
          }),
        ),
    }),
    defineRoute({
      ...common,
      permission: 'deposits.manage',
      method: 'POST',
      url: '/api/Admin/Deposits/Cancel',
      summary:
        'Cancel an order with a reason (the player is told: CancelDepositNotify), or close a review without crediting',
      body: ZCancelDepositRequest,
      response: ZAdminDepositOrder,
      handler: async ({ body, session }) =>
        unwrap(await cancelDepositByFinance(deps, session, { id: body.Id, reason: body.Reason })),
    }),
    defineRoute({
      ...common,
      permission: 'payments.configure',
      method: 'GET',
      url: '/api/Admin/DepositChannels',
      summary: 'Every deposit channel, by type and sort order',
      response: ZAdminDepositChannelList,
      handler: async () => ({ Channels: await listDepositChannels(deps.db) }),
    }),
    defineRoute({
      ...common,
      permission: 'payments.configure',
      method: 'POST',
      url: '/api/Admin/DepositChannels/Save',
      summary:
        'Create (no Id) or change a deposit channel: type, range, hours, fee or bonus, who sees it, receiving account, settings',
      body: ZSaveDepositChannelRequest,
      response: ZAdminDepositChannel,
      handler: async ({ body, session }) => unwrap(await saveDepositChannel(deps, session, body)),
    }),
  ];
}

import {
  ZPaymentGateway,
  ZPaymentGatewayList,
  ZSavePaymentGatewayRequest,
} from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import { listGatewayViews, saveGateway } from './manage-gateways.ts';

const common = {
  tags: ['Admin payments'],
  access: 'admin',
  permission: 'payments.configure',
} as const;

/** Finance's payment gateways: merchant ids and keys (write-only), enabled or not. */
export function gatewayAdminRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...common,
      method: 'GET',
      url: '/api/Admin/PaymentGateways',
      summary: 'The payment gateways, without their keys',
      response: ZPaymentGatewayList,
      handler: () => listGatewayViews(deps.db),
    }),
    ...(
      [
        ['POST', 'create', 'Add a gateway (its key is required and never shown again; audited)'],
        [
          'PUT',
          'update',
          'Change a gateway by code (no MerchantKey keeps the stored one; audited)',
        ],
      ] as const
    ).map(([method, mode, summary]) =>
      defineRoute({
        ...common,
        method,
        url: '/api/Admin/PaymentGateways',
        summary,
        body: ZSavePaymentGatewayRequest,
        response: ZPaymentGateway,
        handler: async ({ body, session }) => unwrap(await saveGateway(deps, session, body, mode)),
      }),
    ),
  ];
}

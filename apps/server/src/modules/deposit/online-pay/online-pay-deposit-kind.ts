import { depositOrderNo, depositTypes } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed } from '../../../platform/result.ts';
import type { TDepositKind } from '../deposit-kinds/deposit-kind.ts';
import { ZOnlinePaySettings } from './online-pay-settings.ts';
import { adapterOf, readGateway } from './payment-gateways.ts';

/** Where a gateway sends its callbacks for `code` (pay-callback-route.ts). */
export const callbackPath = (code: string) => `/api/PayCallback/${code}`;

/**
 * Online pay, WeChat, Alipay, e-wallets and others: every one is an order at a payment gateway
 * whose page the player pays on. open() creates the gateway order and sends the player there;
 * the gateway's signed callback (or the query job) decides the deposit.
 */
export function onlinePayDepositKind(deps: {
  db: TQueryable;
  clock: TClock;
  publicUrl: () => string;
}): TDepositKind {
  return {
    types: [
      depositTypes.onlinePay,
      depositTypes.wechat,
      depositTypes.alipay,
      depositTypes.eWallet,
      depositTypes.others,
    ],
    checkSettings(channel) {
      return ZOnlinePaySettings.safeParse(channel.settings).success
        ? succeed(undefined)
        : fail('GatewayChannelSettingsInvalid');
    },
    async open({ order, channel }) {
      const settings = ZOnlinePaySettings.safeParse(channel.settings);
      if (!settings.success) return fail('DepositChannelMatching');
      const gateway = await readGateway(deps.db, settings.data.gateway);
      if (!gateway?.enabled) return fail('DepositChannelMatching');
      const base = deps.publicUrl();
      const created = await adapterOf(gateway, () => deps.clock.now()).createOrder({
        orderNo: depositOrderNo(order.id),
        amount: order.amount,
        notifyUrl: `${base}${callbackPath(gateway.code)}`,
        returnUrl: `${base}/DepositRecord`,
        payType: settings.data.payType,
      });
      if (!created.ok) return created;
      return succeed({
        instructions: { Kind: 'redirect', PayUrl: created.value.payUrl },
        externalRef: created.value.gatewayOrderId,
      });
    },
  };
}

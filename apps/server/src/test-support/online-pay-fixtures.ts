import { depositTypes } from '@lottery/contracts';
import { expect } from 'vitest';
import type { TDepositChannel } from '../modules/deposit/deposit-channel-row.ts';
import { insertDepositOrder } from '../modules/deposit/insert-deposit-order.ts';
import { onlinePayDepositKind } from '../modules/deposit/online-pay/online-pay-deposit-kind.ts';
import { sandboxGatewayPath } from '../modules/payment-sandbox/gateway/sandbox-gateway-routes.ts';
import type { TSandboxFault } from '../modules/payment-sandbox/gateway/sandbox-faults.ts';
import { createSandboxNotifier } from '../modules/payment-sandbox/gateway/sandbox-notifier.ts';
import { publicUrlOf } from '../platform/public-url.ts';
import { insertBankChannel } from './deposit-fixtures.ts';
import type { TTestApp } from './test-app.ts';

export const sandboxMerchant = {
  merchantId: 'M-TEST',
  merchantKey: 'sandbox-test-key-0123456789abcdef',
};

export interface TSandboxSetup {
  publicUrl: () => string;
  channel: TDepositChannel;
  /** A player's order opened through the online kind, as the deposit request does. */
  openOrder(amount?: bigint): Promise<{
    userId: number;
    orderId: bigint;
    payUrl: string;
    gatewayOrderId: string;
  }>;
  /** The player's click on the sandbox's payment page; answers the page shown after it. */
  pay(payUrl: string, faults?: TSandboxFault[], action?: 'pay' | 'abandon'): Promise<string>;
  /** One tick of the sandbox's callback sender; answers how many were accepted. */
  sendCallbacks(): Promise<number>;
}

/**
 * Listens on a port (the sandbox gateway and the product call each other over HTTP, as in
 * production), registers the sandbox merchant and its gateway row, and a WeChat channel on it.
 */
export async function setUpSandboxGateway(t: TTestApp): Promise<TSandboxSetup> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const publicUrl = publicUrlOf(t.app, undefined);
  const now = t.clock.now();
  await t.db.query(
    `INSERT INTO sandbox_gateway_merchants (merchant_id, merchant_key, late_delay_ms)
     VALUES ($1, $2, 3600000)`,
    [sandboxMerchant.merchantId, sandboxMerchant.merchantKey],
  );
  await t.db.query(
    `INSERT INTO payment_gateways (code, name, base_url, merchant_id, merchant_key, created_at,
       updated_at)
     VALUES ('sandbox', 'Sandbox', $1, $2, $3, $4, $4)`,
    [
      `${publicUrl()}${sandboxGatewayPath}`,
      sandboxMerchant.merchantId,
      sandboxMerchant.merchantKey,
      now,
    ],
  );
  const channel = await insertBankChannel(t.db, now, {
    type: depositTypes.wechat,
    name: 'WeChat (sandbox)',
    settings: JSON.stringify({ gateway: 'sandbox', payType: 'wechat' }),
  });
  const kind = onlinePayDepositKind({ db: t.db, clock: t.clock, publicUrl });
  const notifier = createSandboxNotifier({ db: t.db, clock: t.clock });
  return {
    publicUrl,
    channel,
    async openOrder(amount = 100_000n) {
      const { userId } = await t.createAccount();
      const at = t.clock.now();
      const order = await t.db.transaction((tx) =>
        insertDepositOrder(tx, { userId, channel, amount, depositorName: null, now: at }),
      );
      if (!order) throw new Error('no order');
      const opened = await kind.open({ order, channel, now: at });
      if (!opened.ok) throw new Error(opened.error);
      const { instructions, externalRef } = opened.value;
      if (instructions.Kind !== 'redirect' || !externalRef) throw new Error('not a redirect');
      await t.db.query('UPDATE deposit_orders SET state = 0, external_ref = $2 WHERE id = $1', [
        order.id,
        externalRef,
      ]);
      return {
        userId,
        orderId: order.id,
        payUrl: instructions.PayUrl,
        gatewayOrderId: externalRef,
      };
    },
    async pay(payUrl, faults = [], action = 'pay') {
      const form = new URLSearchParams({ action });
      for (const fault of faults) form.append('fault', fault);
      const answer = await fetch(payUrl, { method: 'POST', body: form });
      expect(answer.status).toBe(200);
      return answer.text();
    },
    sendCallbacks: () => notifier.tick(),
  };
}

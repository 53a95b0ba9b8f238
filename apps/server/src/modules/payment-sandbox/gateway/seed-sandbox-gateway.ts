import { randomBytes } from 'node:crypto';
import { depositTypes } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { sandboxGatewayPath } from './sandbox-gateway-routes.ts';

const merchantId = 'DEMO-MERCHANT';

/** The demo's online channels on the sandbox gateway: a card/online one and a WeChat one. */
const demoChannels = [
  { type: depositTypes.onlinePay, name: '在线支付（沙箱）', payType: 'bank' },
  { type: depositTypes.wechat, name: '微信支付（沙箱）', payType: 'wechat' },
] as const;

/**
 * Demo only (SEED_DEMO with PAYMENT_SANDBOX): the sandbox's merchant and the product's gateway row
 * for it, sharing a key made here, and the demo's online channels. Run once the server listens:
 * the gateway's address is this server's, so it is set again on every start (the port may move).
 */
export async function seedSandboxGateway(db: TDatabase, publicUrl: string, now: number) {
  await db.transaction(async (tx) => {
    const key = randomBytes(24).toString('hex');
    await tx.query(
      `INSERT INTO sandbox_gateway_merchants (merchant_id, merchant_key) VALUES ($1, $2)
       ON CONFLICT (merchant_id) DO NOTHING`,
      [merchantId, key],
    );
    await tx.query(
      `INSERT INTO payment_gateways (code, name, base_url, merchant_id, merchant_key, created_at,
         updated_at)
       SELECT 'sandbox', '沙箱支付网关 Sandbox gateway', $1, merchant_id, merchant_key, $2, $2
         FROM sandbox_gateway_merchants WHERE merchant_id = $3
       ON CONFLICT (code) DO UPDATE SET base_url = EXCLUDED.base_url`,
      [`${publicUrl}${sandboxGatewayPath}`, now, merchantId],
    );
    for (const channel of demoChannels) {
      await tx.query(
        `INSERT INTO deposit_channels (type, name, min_amount, max_amount, settings, created_at,
           updated_at)
         SELECT $1, $2, 10000, 50000000, $3, $4, $4
          WHERE NOT EXISTS (SELECT 1 FROM deposit_channels WHERE name = $2)`,
        [
          channel.type,
          channel.name,
          JSON.stringify({ gateway: 'sandbox', payType: channel.payType }),
          now,
        ],
      );
    }
  });
}

import type { TQueryable } from '../../../db/database.ts';
import type { TGatewayStatus } from '../../deposit/online-pay/gateway-adapter.ts';
import type { TSandboxFault } from './sandbox-faults.ts';

export interface TSandboxMerchant {
  merchantId: string;
  merchantKey: string;
  faults: TSandboxFault[];
  lateDelayMs: number;
}

export interface TSandboxOrder {
  gatewayOrderId: string;
  merchantId: string;
  orderNo: string;
  amount: bigint;
  paidAmount: bigint | null;
  payType: string;
  notifyUrl: string;
  returnUrl: string;
  status: TGatewayStatus;
  faults: TSandboxFault[];
  createdAt: number;
  updatedAt: number;
}

export const orderColumns = `gateway_order_id AS "gatewayOrderId", merchant_id AS "merchantId",
  order_no AS "orderNo", amount, paid_amount AS "paidAmount", pay_type AS "payType",
  notify_url AS "notifyUrl", return_url AS "returnUrl", status, faults,
  created_at::float8 AS "createdAt", updated_at::float8 AS "updatedAt"`;

export async function readSandboxMerchant(
  db: TQueryable,
  merchantId: string,
): Promise<TSandboxMerchant | null> {
  const [merchant] = await db.query<TSandboxMerchant>(
    `SELECT merchant_id AS "merchantId", merchant_key AS "merchantKey", faults,
            late_delay_ms::float8 AS "lateDelayMs"
       FROM sandbox_gateway_merchants WHERE merchant_id = $1`,
    [merchantId],
  );
  return merchant ?? null;
}

export async function readSandboxOrder(
  db: TQueryable,
  gatewayOrderId: string,
): Promise<TSandboxOrder | null> {
  const [order] = await db.query<TSandboxOrder>(
    `SELECT ${orderColumns} FROM sandbox_gateway_orders WHERE gateway_order_id = $1`,
    [gatewayOrderId],
  );
  return order ?? null;
}

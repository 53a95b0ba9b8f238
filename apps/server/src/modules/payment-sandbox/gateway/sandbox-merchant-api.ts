import { z } from 'zod';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import type { TClock, TIds } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import {
  formatGatewayAmount,
  parseGatewayAmount,
} from '../../deposit/online-pay/gateway-amount.ts';
import { hasValidSignature } from '../../deposit/online-pay/gateway-signature.ts';
import { callbackWindowMs } from '../../deposit/online-pay/read-callback.ts';
import { parseSignedForm } from '../../deposit/online-pay/signed-form.ts';
import {
  orderColumns,
  readSandboxMerchant,
  type TSandboxMerchant,
  type TSandboxOrder,
} from './sandbox-books.ts';
import { isSandboxFault } from './sandbox-faults.ts';

export interface TSandboxGatewayDeps {
  db: TDatabase;
  clock: TClock;
  ids: TIds;
}

/**
 * A merchant's signed request, checked the way the product checks the sandbox's callbacks:
 * known merchant, signature, time window.
 */
async function readMerchantRequest(
  db: TQueryable,
  rawBody: string,
  now: number,
): Promise<TResult<{ merchant: TSandboxMerchant; fields: Record<string, string> }>> {
  const fields = parseSignedForm(rawBody);
  if (fields === null) return fail('GatewayCallbackMalformed');
  const merchant = fields.merchantId ? await readSandboxMerchant(db, fields.merchantId) : null;
  if (!merchant) return fail('GatewayMerchantMismatch');
  if (!hasValidSignature(fields, merchant.merchantKey)) return fail('GatewaySignatureInvalid');
  const sentAt = Number(fields.timestamp) * 1000;
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > callbackWindowMs)
    return fail('GatewayCallbackStale');
  return succeed({ merchant, fields });
}

const ZCreateFields = z.object({
  orderNo: z.string().min(1).max(64),
  amount: z.string().max(20),
  notifyUrl: z.string().url().max(500),
  returnUrl: z.string().url().max(500),
  payType: z.string().min(1).max(32),
});

export interface TWireOrder {
  orderNo: string;
  gatewayOrderId: string;
  amount: string;
  status: string;
  at: number;
}

const wireOrder = (order: TSandboxOrder): TWireOrder => ({
  orderNo: order.orderNo,
  gatewayOrderId: order.gatewayOrderId,
  amount: formatGatewayAmount(order.paidAmount ?? order.amount) ?? '0',
  status: order.status,
  at: order.updatedAt,
});

/**
 * Opens an order the player pays on the sandbox's page. Asking again for the same order number
 * answers the same order (a merchant's retry after a lost answer), unless the amount differs.
 */
export async function createSandboxOrder(
  deps: TSandboxGatewayDeps,
  rawBody: string,
  origin: string,
): Promise<TResult<{ payUrl: string; gatewayOrderId: string }>> {
  const now = deps.clock.now();
  const request = await readMerchantRequest(deps.db, rawBody, now);
  if (!request.ok) return request;
  const parsed = ZCreateFields.safeParse(request.value.fields);
  const amount = parsed.success ? parseGatewayAmount(parsed.data.amount) : null;
  if (!parsed.success || amount === null) return fail('GatewayCallbackMalformed');
  const { merchant } = request.value;
  const fields = parsed.data;
  const gatewayOrderId = `SG${deps.ids.uuid().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
  await deps.db.query(
    `INSERT INTO sandbox_gateway_orders (gateway_order_id, merchant_id, order_no, amount,
       pay_type, notify_url, return_url, faults, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (merchant_id, order_no) DO NOTHING`,
    [
      gatewayOrderId,
      merchant.merchantId,
      fields.orderNo,
      amount,
      fields.payType,
      fields.notifyUrl,
      fields.returnUrl,
      merchant.faults,
      now,
    ],
  );
  const [order] = await deps.db.query<TSandboxOrder>(
    `SELECT ${orderColumns} FROM sandbox_gateway_orders WHERE merchant_id = $1 AND order_no = $2`,
    [merchant.merchantId, fields.orderNo],
  );
  if (!order || order.amount !== amount) return fail('GatewayOrderClosed');
  return succeed({
    payUrl: `${origin}/PaySandbox/Pay/${order.gatewayOrderId}`,
    gatewayOrderId: order.gatewayOrderId,
  });
}

export async function querySandboxOrder(
  deps: TSandboxGatewayDeps,
  rawBody: string,
): Promise<TResult<{ order: TWireOrder | null }>> {
  const request = await readMerchantRequest(deps.db, rawBody, deps.clock.now());
  if (!request.ok) return request;
  const { merchant, fields } = request.value;
  const [order] = await deps.db.query<TSandboxOrder>(
    `SELECT ${orderColumns} FROM sandbox_gateway_orders WHERE merchant_id = $1 AND order_no = $2`,
    [merchant.merchantId, fields.orderNo ?? ''],
  );
  return succeed({ order: order ? wireOrder(order) : null });
}

const maxStatementMs = 2 * 86_400_000;

/** The merchant's orders opened in [from, to): what reconciliation compares with its own. */
export async function sandboxStatement(
  deps: TSandboxGatewayDeps,
  rawBody: string,
): Promise<TResult<{ orders: TWireOrder[] }>> {
  const request = await readMerchantRequest(deps.db, rawBody, deps.clock.now());
  if (!request.ok) return request;
  const { merchant, fields } = request.value;
  const from = Number(fields.from);
  const to = Number(fields.to);
  if (
    !Number.isSafeInteger(from) ||
    !Number.isSafeInteger(to) ||
    to <= from ||
    to - from > maxStatementMs
  )
    return fail('GatewayCallbackMalformed');
  const orders = await deps.db.query<TSandboxOrder>(
    `SELECT ${orderColumns} FROM sandbox_gateway_orders
      WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3
      ORDER BY created_at, gateway_order_id`,
    [merchant.merchantId, from, to],
  );
  return succeed({ orders: orders.map(wireOrder) });
}

const ZSettingsFields = z.object({
  faults: z.string().max(200),
  lateDelayMs: z.coerce.number().int().min(0).max(86_400_000),
});

/** The merchant's default failures (comma-separated) and late delay: the sandbox's settings. */
export async function setSandboxSettings(
  deps: TSandboxGatewayDeps,
  rawBody: string,
): Promise<TResult<{ faults: string[]; lateDelayMs: number }>> {
  const request = await readMerchantRequest(deps.db, rawBody, deps.clock.now());
  if (!request.ok) return request;
  const parsed = ZSettingsFields.safeParse(request.value.fields);
  if (!parsed.success) return fail('GatewayCallbackMalformed');
  const faults = parsed.data.faults.split(',').filter((fault) => fault !== '');
  if (!faults.every(isSandboxFault)) return fail('GatewayCallbackMalformed');
  await deps.db.query(
    `UPDATE sandbox_gateway_merchants SET faults = $2, late_delay_ms = $3 WHERE merchant_id = $1`,
    [request.value.merchant.merchantId, faults, parsed.data.lateDelayMs],
  );
  return succeed({ faults, lateDelayMs: parsed.data.lateDelayMs });
}

import type { TQueryable } from '../../../db/database.ts';
import type { TGatewayAdapter } from './gateway-adapter.ts';
import { createHttpGateway } from './http-gateway.ts';

/** A merchant account at a gateway (migration 0023 payment_gateways). */
export interface TPaymentGateway {
  id: number;
  code: string;
  name: string;
  baseUrl: string;
  merchantId: string;
  merchantKey: string;
  enabled: boolean;
}

/** A gateway's code, as migration 0023 checks it: also its callback URL's last segment. */
export const gatewayCodePattern = /^[a-z0-9-]{2,32}$/;

const columns = `id, code, name, base_url AS "baseUrl", merchant_id AS "merchantId",
  merchant_key AS "merchantKey", enabled`;

export async function readGateway(db: TQueryable, code: string): Promise<TPaymentGateway | null> {
  const [row] = await db.query<TPaymentGateway>(
    `SELECT ${columns} FROM payment_gateways WHERE code = $1`,
    [code],
  );
  return row ?? null;
}

export function listEnabledGateways(db: TQueryable): Promise<TPaymentGateway[]> {
  return db.query<TPaymentGateway>(
    `SELECT ${columns} FROM payment_gateways WHERE enabled ORDER BY code`,
  );
}

/** Every gateway speaks the aggregators' HTTP protocol (http-gateway.ts) at its base URL. */
export const adapterOf = (gateway: TPaymentGateway, now: () => number): TGatewayAdapter =>
  createHttpGateway({
    now,
    code: gateway.code,
    baseUrl: gateway.baseUrl,
    merchantId: gateway.merchantId,
    merchantKey: gateway.merchantKey,
  });

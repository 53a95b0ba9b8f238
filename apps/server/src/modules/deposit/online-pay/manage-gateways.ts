import type { TPaymentGatewayView, TSavePaymentGatewayRequest } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { transactionResult } from '../../../platform/transaction-result.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';

const viewColumns = `code AS "Code", name AS "Name", base_url AS "BaseUrl",
  merchant_id AS "MerchantId", merchant_key <> '' AS "HasKey", enabled AS "Enabled",
  updated_at::float8 AS "UpdatedAt"`;

export async function listGatewayViews(
  db: TQueryable,
): Promise<{ Gateways: TPaymentGatewayView[] }> {
  const gateways = await db.query<TPaymentGatewayView>(
    `SELECT ${viewColumns} FROM payment_gateways ORDER BY code`,
  );
  return { Gateways: gateways };
}

/** What the audit row keeps: everything but the key, of which only a change is noted. */
const audited = (view: TPaymentGatewayView | undefined) =>
  view && {
    name: view.Name,
    baseUrl: view.BaseUrl,
    merchantId: view.MerchantId,
    enabled: view.Enabled,
  };

/**
 * Creates a gateway (a key is required) or updates one by code (no key keeps the stored one),
 * audited in the same transaction. The key never leaves the server again.
 */
export async function saveGateway(
  deps: { db: TDatabase; clock: TClock },
  actor: TAdminSession,
  input: TSavePaymentGatewayRequest,
  mode: 'create' | 'update',
): Promise<TResult<TPaymentGatewayView>> {
  const now = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const [before] = await tx.query<TPaymentGatewayView>(
      `SELECT ${viewColumns} FROM payment_gateways WHERE code = $1 FOR UPDATE`,
      [input.Code],
    );
    if (mode === 'create' && before) return fail('GatewayCodeTaken');
    if (mode === 'update' && !before) return fail('GatewayNotFound');
    if (mode === 'create' && !input.MerchantKey) return fail('GatewayKeyRequired');
    const [after] = await tx.query<TPaymentGatewayView>(
      `INSERT INTO payment_gateways (code, name, base_url, merchant_id, merchant_key, enabled,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, coalesce($5, ''), $6, $7, $7)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, base_url = EXCLUDED.base_url,
         merchant_id = EXCLUDED.merchant_id,
         merchant_key = coalesce($5, payment_gateways.merchant_key),
         enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at
       RETURNING ${viewColumns}`,
      [
        input.Code,
        input.Name,
        input.BaseUrl,
        input.MerchantId,
        input.MerchantKey ?? null,
        input.Enabled,
        now,
      ],
    );
    await writeAdminAudit(tx, actor, {
      action: `payments.gateway.${mode}`,
      targetType: 'payment_gateway',
      targetId: input.Code,
      before: audited(before),
      after: { ...audited(after), keyChanged: input.MerchantKey !== undefined },
    });
    return succeed(after!);
  });
}

import type { TBalanceAdjustment, TBalanceAdjustmentQuery } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import {
  adjustmentColumns,
  adjustmentJoins,
  toAdjustment,
  type TAdjustmentRow,
} from './balance-adjustment-rows.ts';

/** Requests newest first, by state and player; the pending queue is `State=pending`. */
export async function listAdjustments(
  db: TQueryable,
  query: TBalanceAdjustmentQuery,
): Promise<{ Adjustments: TBalanceAdjustment[]; NextCursor: string | null }> {
  const rows = await db.query<TAdjustmentRow>(
    `SELECT ${adjustmentColumns} FROM ${adjustmentJoins}
      WHERE ($1::text IS NULL OR b.state = $1)
        AND ($2::text IS NULL OR lower(u.login_id) = lower($2))
        AND ($3::bigint IS NULL OR b.id < $3)
      ORDER BY b.id DESC
      LIMIT $4`,
    [query.State ?? null, query.LoginId ?? null, query.Cursor ?? null, query.Limit + 1],
  );
  const page = rows.slice(0, query.Limit);
  return {
    Adjustments: page.map(toAdjustment),
    NextCursor: rows.length > query.Limit ? (page.at(-1)?.id ?? null) : null,
  };
}

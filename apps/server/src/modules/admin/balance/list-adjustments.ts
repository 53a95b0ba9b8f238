import type { TBalanceAdjustment, TBalanceAdjustmentQuery } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { findUserIdByLoginId } from '../../auth/find-user.ts';
import {
  adjustmentColumns,
  adjustmentJoins,
  toAdjustment,
  withLoginIds,
  type TAdjustmentRow,
} from './balance-adjustment-rows.ts';

/** Requests newest first, by state and player; the pending queue is `State=pending`. */
export async function listAdjustments(
  db: TQueryable,
  query: TBalanceAdjustmentQuery,
): Promise<{ Adjustments: TBalanceAdjustment[]; NextCursor: string | null }> {
  const userId = query.LoginId === undefined ? null : await findUserIdByLoginId(db, query.LoginId);
  if (query.LoginId !== undefined && userId === null) return { Adjustments: [], NextCursor: null };
  const rows = await db.query<TAdjustmentRow>(
    `SELECT ${adjustmentColumns} FROM ${adjustmentJoins}
      WHERE ($1::text IS NULL OR b.state = $1)
        AND ($2::int IS NULL OR b.user_id = $2)
        AND ($3::bigint IS NULL OR b.id < $3)
      ORDER BY b.id DESC
      LIMIT $4`,
    [query.State ?? null, userId, query.Cursor ?? null, query.Limit + 1],
  );
  const page = rows.slice(0, query.Limit);
  return {
    Adjustments: (await withLoginIds(db, page)).map(toAdjustment),
    NextCursor: rows.length > query.Limit ? (page.at(-1)?.id ?? null) : null,
  };
}

import { withdrawStates } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

/** States whose hold came back to the player: they use up none of a day's limits. */
export const returnedStates = [
  withdrawStates.cancel,
  withdrawStates.failed,
  withdrawStates.thirdPartyFailed,
];

export interface TUsage {
  todayAmount: bigint;
  todayCount: number;
  lastRequestAt: number | null;
  first: boolean;
  siteTodayAmount: bigint;
}

/**
 * What the daily and first-withdrawal rules count for a player on a site day. The site total is
 * read only when a site limit is set (it scans the day's withdrawals of everyone).
 */
export async function readUsage(
  db: TQueryable,
  userId: number,
  siteDay: number,
  withSiteTotal: boolean,
): Promise<TUsage> {
  const [own] = await db.query<{
    amount: bigint;
    n: number;
    last: bigint | null;
    paid: boolean;
  }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE site_day = $2 AND state <> ALL($3::smallint[])), 0)
              AS amount,
            (count(*) FILTER (WHERE site_day = $2 AND state <> ALL($3::smallint[])))::int AS n,
            max(created_at) AS last,
            coalesce(bool_or(state = $4), false) AS paid
       FROM withdrawals WHERE user_id = $1`,
    [userId, siteDay, returnedStates, withdrawStates.confirm],
  );
  const [site] = withSiteTotal
    ? await db.query<{ amount: bigint }>(
        `SELECT coalesce(sum(amount), 0) AS amount FROM withdrawals
          WHERE site_day = $1 AND state <> ALL($2::smallint[])`,
        [siteDay, returnedStates],
      )
    : [{ amount: 0n }];
  return {
    todayAmount: BigInt(own?.amount ?? 0n),
    todayCount: own?.n ?? 0,
    lastRequestAt: own?.last === null || own?.last === undefined ? null : Number(own.last),
    first: !(own?.paid ?? false),
    siteTodayAmount: BigInt(site?.amount ?? 0n),
  };
}

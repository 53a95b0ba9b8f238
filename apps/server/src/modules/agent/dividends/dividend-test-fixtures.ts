import { randomUUID } from 'node:crypto';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import { hashPassword } from '../../auth/password-hashing.ts';
import type { TTestApp } from '../../../test-support/test-app.ts';
import { siteMidnight } from '../../../platform/site-date-range.ts';

export const fundPassword = 'Fund2026pass';

/** Site day number of a YYYY-MM-DD site date. */
export const siteDay = (date: string) => ((siteMidnight(date) ?? 0) + 8 * 3_600_000) / 86_400_000;

/** A player's lottery day as report_player_days holds it (what settlement would have written). */
export async function addPlayerDay(
  db: TQueryable,
  row: { userId: number; date: string; turnover: bigint; prize: bigint; rebate?: bigint },
) {
  await db.query(
    `INSERT INTO report_player_days (day, game_id, user_id, tickets, turnover, prize, rebate)
     VALUES ($1, 1, $2, 1, $3, $4, $5)
     ON CONFLICT (day, game_id, user_id) DO UPDATE
       SET turnover = report_player_days.turnover + EXCLUDED.turnover,
           prize = report_player_days.prize + EXCLUDED.prize,
           rebate = report_player_days.rebate + EXCLUDED.rebate`,
    [siteDay(row.date), row.userId, row.turnover, row.prize, row.rebate ?? 0n],
  );
}

export async function giveFundPassword(t: TTestApp, userId: number) {
  await t.db.query(
    `INSERT INTO fund_passwords (user_id, password_hash, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash`,
    [userId, await hashPassword(fundPassword)],
  );
}

export const idempotencyKey = () => ({ 'idempotency-key': `test-${randomUUID()}` });

/**
 * The database of a process that dies after its `crashAfter`-th transaction did its work but
 * before it committed: that transaction rolls back, as a crash would leave it.
 */
export function crashingDb(db: TDatabase, crashAfter: number): TDatabase {
  let count = 0;
  const crashing = {
    async transaction<T>(work: (tx: TQueryable) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const result = await work(tx);
        count += 1;
        if (count === crashAfter) throw new Error('crash before commit');
        return result;
      });
    },
  };
  return Object.assign(Object.create(db) as TDatabase, crashing);
}

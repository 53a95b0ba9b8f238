import type { TQueryable } from '../../db/database.ts';

/**
 * Turnover (bet volume, 流水) a player owes before withdrawing (migration 0022
 * turnover_requirements). Each credited deposit adds a requirement; the open requirements add up
 * to what is required, and every bet placed since the oldest open one counts (a cancelled bet
 * does not: its stake came back). When a new requirement arrives after the current ones are met,
 * they are closed first, so bets made before it never count towards it.
 */

export interface TTurnoverStatus {
  required: bigint;
  achieved: bigint;
  remaining: bigint;
}

/** The bet ticket state of a ticket the player cancelled (SPEC §4 bet states: cancel 1). */
const cancelledTicket = 1;

export async function readTurnoverStatus(db: TQueryable, userId: number): Promise<TTurnoverStatus> {
  const [row] = await db.query<{ required: bigint | null; achieved: bigint | null }>(
    `WITH open AS (
       SELECT sum(amount) AS required, min(created_at) AS since FROM turnover_requirements
        WHERE user_id = $1 AND met_at IS NULL
     )
     SELECT open.required,
            (SELECT sum(t.amount) FROM bet_tickets t
              WHERE t.user_id = $1 AND t.state <> $2 AND t.created_at >= open.since) AS achieved
       FROM open`,
    [userId, cancelledTicket],
  );
  const required = BigInt(row?.required ?? 0n);
  const achieved = BigInt(row?.achieved ?? 0n);
  return { required, achieved, remaining: achieved >= required ? 0n : required - achieved };
}

/**
 * Adds a requirement (once per reference: a repeat is a no-op), first closing the open ones if
 * they are met. A player has one unfinished deposit at a time, so requirements of one player are
 * not added concurrently; the row locks only keep a concurrent close from being lost.
 */
export async function addTurnoverRequirement(
  tx: TQueryable,
  requirement: { userId: number; amount: bigint; source: string; reference: string; now: number },
): Promise<void> {
  const { userId, amount, source, reference, now } = requirement;
  await tx.query(
    'SELECT id FROM turnover_requirements WHERE user_id = $1 AND met_at IS NULL FOR UPDATE',
    [userId],
  );
  const status = await readTurnoverStatus(tx, userId);
  if (status.required > 0n && status.remaining === 0n)
    await tx.query(
      'UPDATE turnover_requirements SET met_at = $2 WHERE user_id = $1 AND met_at IS NULL',
      [userId, now],
    );
  await tx.query(
    `INSERT INTO turnover_requirements (user_id, amount, source, reference, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (reference) DO NOTHING`,
    [userId, amount, source, reference, now],
  );
}

import {
  redPackRainGrabbedEvent,
  thousandthsToNumber,
  type TRedPackRainWinner,
} from '@lottery/contracts';
import type { TQueryable } from '../../../../db/database.ts';
import { maskLoginId } from './mask-login-id.ts';
import { rainOfClaimNo } from './rain-windows.ts';

/** How many recent grabs the winner list shows. */
export const winnerListSize = 30;

interface TWinnerRow {
  id: string;
  login_id: string;
  amount: string;
  claim_no: number;
  created_at: string;
}

const winnerOf = (row: TWinnerRow): TRedPackRainWinner => ({
  ClaimId: Number(row.id),
  LoginId: maskLoginId(row.login_id),
  Amount: BigInt(row.amount),
  Rain: rainOfClaimNo(row.claim_no),
  At: Number(row.created_at),
});

const winnerSql = `SELECT c.id::text, u.login_id, c.amount::text, c.claim_no, c.created_at::text
  FROM activity_claims c JOIN users u ON u.id = c.user_id`;

/** The period's latest grabs, newest first (POST /api/RedPackRain/GetWinnerList). */
export async function recentWinners(
  db: TQueryable,
  query: { activityId: number; periodKey: string },
): Promise<TRedPackRainWinner[]> {
  const rows = await db.query<TWinnerRow>(
    `${winnerSql} WHERE c.activity_id = $1 AND c.period_key = $2
      ORDER BY c.id DESC LIMIT ${winnerListSize}`,
    [query.activityId, query.periodKey],
  );
  return rows.map(winnerOf);
}

/**
 * Announces a grab to everyone on the rain's screen: an outbox row in the claim's transaction
 * (jobs/outbox-relay.ts sends it to the activity's hub group after commit), so a grab rolled
 * back is never announced and a committed one is, even across a crash.
 */
export async function announceGrab(
  tx: TQueryable,
  grab: { activityId: number; claimId: string; now: number },
) {
  const [row] = await tx.query<TWinnerRow>(`${winnerSql} WHERE c.id = $1`, [grab.claimId]);
  if (!row) throw new Error(`claim ${grab.claimId} is not in its own transaction`);
  const winner = winnerOf(row);
  await tx.query(
    `INSERT INTO outbox (dedupe_key, target, target_id, event, payload, created_at)
     VALUES ($1, 'activity', $2, $3, $4::jsonb, $5) ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      `${redPackRainGrabbedEvent}:${grab.claimId}`,
      grab.activityId,
      redPackRainGrabbedEvent,
      JSON.stringify({ ...winner, Amount: thousandthsToNumber(BigInt(winner.Amount)) }),
      grab.now,
    ],
  );
}

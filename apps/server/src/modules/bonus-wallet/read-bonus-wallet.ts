import type {
  TBonusGrant,
  TBonusGrantSource,
  TBonusGrantState,
  TBonusWallet,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { balanceOf } from '../wallet/ledger.ts';

/** History shown beside the active grants: the newest decided ones. */
const historyLimit = 50;

interface TGrantRow {
  id: string;
  amount: bigint;
  source: TBonusGrantSource;
  turnover_required: bigint;
  achieved: bigint;
  granted_at: bigint;
  expires_at: bigint;
  state: TBonusGrantState;
  decided_at: bigint | null;
}

const toGrant = (row: TGrantRow): TBonusGrant => ({
  Id: row.id,
  Amount: BigInt(row.amount),
  Source: row.source,
  TurnoverRequired: BigInt(row.turnover_required),
  TurnoverAchieved: BigInt(row.achieved),
  GrantedAt: Number(row.granted_at),
  ExpiresAt: Number(row.expires_at),
  State: row.state,
  DecidedAt: row.decided_at === null ? null : Number(row.decided_at),
});

/**
 * A player's bonus wallet: the balance of the bonus ledger account, the active grants oldest
 * first (the order turnover fills them) and the last decided ones newest first. Turnover shows
 * what the job has counted (settled tickets), so it may lag a bet by a draw and a job tick.
 */
export async function readBonusWallet(db: TQueryable, userId: number): Promise<TBonusWallet> {
  const rows = await db.query<TGrantRow>(
    `WITH shown AS (
       (SELECT g.*, 0 AS part FROM bonus_grants g WHERE g.user_id = $1 AND g.state = 'active')
       UNION ALL
       (SELECT g.*, 1 AS part FROM bonus_grants g WHERE g.user_id = $1 AND g.state <> 'active'
         ORDER BY g.decided_at DESC, g.id DESC LIMIT $2)
     )
     SELECT s.id::text, s.amount, s.source, s.turnover_required, s.granted_at, s.expires_at,
            s.state, s.decided_at,
            coalesce((SELECT sum(c.amount) FROM bonus_turnover_counts c WHERE c.grant_id = s.id),
                     0) AS achieved
       FROM shown s
      ORDER BY s.part,
               CASE WHEN s.part = 0 THEN s.granted_at END,
               CASE WHEN s.part = 0 THEN s.id END,
               s.decided_at DESC, s.id DESC`,
    [userId, historyLimit],
  );
  return {
    Balance: await balanceOf(db, { userId, kind: 'bonus' }),
    Grants: rows.map(toGrant),
  };
}

/** Whether the player has a bonus wallet: any grant ever (SPEC §3 HaveBonusWallet). */
export async function hasBonusWallet(db: TQueryable, userId: number): Promise<boolean> {
  const [row] = await db.query(`SELECT 1 FROM bonus_grants WHERE user_id = $1 LIMIT 1`, [userId]);
  return row !== undefined;
}

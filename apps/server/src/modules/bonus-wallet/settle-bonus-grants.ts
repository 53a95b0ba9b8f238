import { cashFlowTypes } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { notifyWalletChanged } from '../../jobs/user-events.ts';
import { post } from '../wallet/ledger.ts';
import { allocateTurnover } from './allocate-turnover.ts';
import { lockBonusWallet } from './bonus-lock.ts';

/** Bet ticket states (SPEC §4) of a settled ticket: no prize 2, win 3. */
const settledTicketStates = [2, 3];

export interface TSettleOutcome {
  counted: number;
  released: number;
  forfeited: number;
}

interface TGrantRow {
  id: bigint;
  user_id: number;
  amount: bigint;
  turnover_required: bigint;
  granted_at: bigint;
  expires_at: bigint;
  achieved: bigint;
}

/**
 * One player's bonus wallet brought up to date, in one transaction under the player's bonus lock:
 * counts the settled tickets not counted yet (allocate-turnover.ts), releases every active grant
 * whose turnover is met to the main wallet, and forfeits to the house every active grant past its
 * expiry unmet. A grant leaves 'active' in the transaction that moves its money, and each ticket
 * is counted once (bonus_turnover_counts), so a rerun, a concurrent instance or a run after a
 * crash moves nothing twice.
 */
export async function settleBonusGrantsOf(
  db: TDatabase,
  userId: number,
  now: number,
): Promise<TSettleOutcome> {
  return db.transaction(async (tx) => {
    await lockBonusWallet(tx, userId);
    const outcome: TSettleOutcome = { counted: 0, released: 0, forfeited: 0 };
    const grants = await activeGrants(tx, userId);
    const [oldest] = grants;
    if (!oldest) return outcome;
    const tickets = await tx.query<{ id: bigint; created_at: bigint; amount: bigint }>(
      `SELECT t.id, t.created_at, t.amount FROM bet_tickets t
        WHERE t.user_id = $1 AND t.state = ANY($2::smallint[]) AND t.created_at >= $3
          AND NOT EXISTS (SELECT 1 FROM bonus_turnover_counts c WHERE c.ticket_id = t.id)
        ORDER BY t.created_at, t.id`,
      [userId, settledTicketStates, oldest.granted_at],
    );
    const counts = allocateTurnover(
      grants.map((grant) => ({
        id: BigInt(grant.id),
        grantedAt: Number(grant.granted_at),
        expiresAt: Number(grant.expires_at),
        remaining: BigInt(grant.turnover_required) - BigInt(grant.achieved),
      })),
      tickets.map((ticket) => ({
        id: BigInt(ticket.id),
        createdAt: Number(ticket.created_at),
        amount: BigInt(ticket.amount),
      })),
    );
    if (counts.length > 0)
      await tx.query(
        `INSERT INTO bonus_turnover_counts (ticket_id, grant_id, amount, counted_at)
         SELECT unnest($1::bigint[]), unnest($2::bigint[]), unnest($3::bigint[]), $4`,
        [
          counts.map((count) => count.ticketId),
          counts.map((count) => count.grantId),
          counts.map((count) => count.amount),
          now,
        ],
      );
    outcome.counted = tickets.length;
    for (const grant of await activeGrants(tx, userId)) {
      const isMet = BigInt(grant.achieved) >= BigInt(grant.turnover_required);
      if (isMet) {
        await decide(tx, grant, 'released', now);
        outcome.released += 1;
      } else if (Number(grant.expires_at) <= now) {
        await decide(tx, grant, 'forfeited', now);
        outcome.forfeited += 1;
      }
    }
    return outcome;
  });
}

function activeGrants(tx: TQueryable, userId: number) {
  return tx.query<TGrantRow>(
    `SELECT g.id, g.user_id, g.amount, g.turnover_required, g.granted_at, g.expires_at,
            coalesce((SELECT sum(c.amount) FROM bonus_turnover_counts c WHERE c.grant_id = g.id),
                     0) AS achieved
       FROM bonus_grants g WHERE g.user_id = $1 AND g.state = 'active'
      ORDER BY g.granted_at, g.id`,
    [userId],
  );
}

/** Moves a grant's money out of the bonus account, to the main wallet or back to the house. */
async function decide(
  tx: TQueryable,
  grant: TGrantRow,
  state: 'released' | 'forfeited',
  now: number,
) {
  const amount = BigInt(grant.amount);
  const isRelease = state === 'released';
  const cashFlowType = isRelease ? cashFlowTypes.bonusRelease : cashFlowTypes.bonusForfeit;
  const memo = `bonus:${grant.id}`;
  const posted = await post(tx, {
    kind: isRelease ? 'bonus_release' : 'bonus_forfeit',
    reference: `bonus-${isRelease ? 'release' : 'forfeit'}:${grant.id}`,
    at: now,
    postings: [
      { account: { userId: grant.user_id, kind: 'bonus' }, amount: -amount, cashFlowType, memo },
      isRelease
        ? { account: { userId: grant.user_id, kind: 'player' }, amount, cashFlowType, memo }
        : { account: 'house', amount },
    ],
  });
  // The bonus account holds every active grant's amount, so this cannot be refused.
  if (!posted.ok) throw new Error(`bonus grant ${grant.id}: ${posted.error}`);
  await tx.query(`UPDATE bonus_grants SET state = $2, decided_at = $3 WHERE id = $1`, [
    grant.id,
    state,
    now,
  ]);
  await notifyWalletChanged(tx, grant.user_id, posted.value.transactionId, now);
}

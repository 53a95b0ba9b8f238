import { cashFlowTypes } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import type { TPosting } from '../wallet/ledger.ts';

/**
 * Rebates (返点) credited once per ticket when it settles (research lottery.md §2.1 and §6 item 2;
 * a cancelled ticket gets none):
 * - self: what the ticket stored at bet time, (G_user − G_bet)/2000 × amount, to its owner;
 * - agent: every ancestor A of the owner, with C the next node down the chain, earns
 *   (G_A − G_C)/2000 × amount, floored to a thousandth; the owner's node counts with the group
 *   its ticket recorded (user_group), the ancestors with their groups at settlement.
 * So along player → parent → … → top the rebates add up to (G_top − G_bet)/2000 × amount, less
 * the flooring of each share.
 */

export interface TAgentChain {
  /** The owner's current group, for tickets that recorded none (two-sided ones). */
  playerGroup: number;
  /** Ancestors, nearest first. */
  ancestors: readonly { userId: number; group: number }[];
}

/** Deeper chains are taken for a cycle in the data: the walk up stops there. */
const maxChainDepth = 64;

/** The chains of several players with one recursive query (one per settlement batch). */
export async function agentChains(
  tx: TQueryable,
  playerIds: readonly number[],
): Promise<Map<number, TAgentChain>> {
  const rows = await tx.query<{
    player_id: number;
    node_id: number;
    depth: number;
    prize_group: number;
  }>(
    `WITH RECURSIVE chain (player_id, node_id, depth) AS (
       SELECT id, id, 0 FROM users WHERE id = ANY($1::int[])
       UNION ALL
       SELECT c.player_id, u.parent_id, c.depth + 1
         FROM chain c JOIN users u ON u.id = c.node_id
        WHERE u.parent_id IS NOT NULL AND c.depth < $2
     )
     SELECT c.player_id, c.node_id, c.depth, u.prize_group
       FROM chain c JOIN users u ON u.id = c.node_id
      ORDER BY c.player_id, c.depth`,
    [playerIds, maxChainDepth],
  );
  const chains = new Map<
    number,
    { playerGroup: number; ancestors: TAgentChain['ancestors'][number][] }
  >();
  for (const row of rows) {
    if (row.depth === 0) chains.set(row.player_id, { playerGroup: row.prize_group, ancestors: [] });
    else chains.get(row.player_id)?.ancestors.push({ userId: row.node_id, group: row.prize_group });
  }
  return chains;
}

export interface TRebate {
  ticketId: bigint;
  userId: number;
  kind: 'self' | 'agent';
  amount: bigint;
}

/**
 * The rebates of one settled ticket (none of zero). `gameGroup` is the game's prize group cap
 * (lottery_games.max_prize_group, at settlement as the ancestors' groups are): on an official
 * ticket every ancestor counts with at most it, as the owner's recorded group already does, so
 * the chain pays at most (min(G_top, cap) − G_bet)/2000 and a capped game returns no more
 * through agents than through prizes. Two-sided tickets have no prize group: no cap applies.
 */
export function ticketRebates(
  ticket: {
    id: bigint;
    userId: number;
    amount: bigint;
    userGroup: number | null;
    selfRebate: bigint;
  },
  chain: TAgentChain | undefined,
  gameGroup: number | null,
): TRebate[] {
  const rebates: TRebate[] = [];
  if (ticket.selfRebate > 0n)
    rebates.push({
      ticketId: ticket.id,
      userId: ticket.userId,
      kind: 'self',
      amount: ticket.selfRebate,
    });
  if (!chain) return rebates;
  let childGroup = ticket.userGroup ?? chain.playerGroup;
  const cap = ticket.userGroup !== null && gameGroup !== null ? gameGroup : Infinity;
  for (const ancestor of chain.ancestors) {
    const group = Math.min(ancestor.group, cap);
    const share = (BigInt(Math.max(0, group - childGroup)) * ticket.amount) / 2000n;
    if (share > 0n)
      rebates.push({ ticketId: ticket.id, userId: ancestor.userId, kind: 'agent', amount: share });
    // An ancestor below its child (groups changed since) earns nothing, and the next one up is
    // paid from the higher of the two, so the chain never pays more than its top group allows.
    childGroup = Math.max(childGroup, group);
  }
  return rebates;
}

/**
 * The ledger lines paying rebates: one line per beneficiary and kind (in user order, so the
 * ledger is the same whoever pays), and the house's one line giving their total; none for none.
 * The per-ticket detail goes to bet_rebates (recordRebates).
 */
export function rebatePostings(rebates: readonly TRebate[], memo: string): TPosting[] {
  const lines: TPosting[] = [];
  for (const kind of ['self', 'agent'] as const) {
    const perUser = new Map<number, bigint>();
    for (const rebate of rebates)
      if (rebate.kind === kind)
        perUser.set(rebate.userId, (perUser.get(rebate.userId) ?? 0n) + rebate.amount);
    for (const [userId, amount] of [...perUser].sort(([a], [b]) => a - b))
      lines.push({
        account: { userId, kind: 'player' },
        amount,
        cashFlowType: kind === 'self' ? cashFlowTypes.selfRebate : cashFlowTypes.agentRebate,
        memo,
      });
  }
  const total = rebates.reduce((sum, rebate) => sum + rebate.amount, 0n);
  if (total > 0n) lines.push({ account: 'house', amount: -total, memo: 'rebates' });
  return lines;
}

/** The rebates paid, one row per ticket and beneficiary: the primary key pays each once. */
export async function recordRebates(
  tx: TQueryable,
  rebates: readonly TRebate[],
  now: number,
): Promise<void> {
  if (rebates.length === 0) return;
  await tx.query(
    `INSERT INTO bet_rebates (ticket_id, user_id, kind, amount, created_at)
     SELECT u.*, $5::bigint FROM unnest($1::bigint[], $2::int[], $3::text[], $4::bigint[]) AS u`,
    [
      rebates.map((rebate) => rebate.ticketId),
      rebates.map((rebate) => rebate.userId),
      rebates.map((rebate) => rebate.kind),
      rebates.map((rebate) => rebate.amount),
      now,
    ],
  );
}

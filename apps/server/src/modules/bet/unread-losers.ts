import { allBetTypes, type TRowHits } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import type { TSettlementRules } from './settle-ticket.ts';

/**
 * Settlement's short way with losers (issue #8, bench:settlement): a ticket whose bet type says
 * what a win requires (TBetType winRequires, rows holding the drawn balls) and whose stored
 * selection fails it has lost, whatever else it holds. Such tickets are closed by one UPDATE per
 * batch without their rows leaving the database; every other ticket is read and judged by the
 * rules engine. The SQL only ever decides "lost": a condition SQL cannot evaluate (NULL) leaves
 * the ticket to the engine.
 */

/** A bet type of the issue's family and what a win of it requires against the issue's draw. */
export interface TWinCondition {
  betTypeId: string;
  requires: TRowHits;
}

/** The family's types that can say what a win requires, as settled with these rules. */
export function winConditionsOf(family: string, rules: TSettlementRules): TWinCondition[] {
  return allBetTypes.flatMap(({ id, family: of }) => {
    const type = of === family ? rules.typeOf(id) : undefined;
    return type?.winRequires ? [{ betTypeId: id, requires: type.winRequires(rules.draw) }] : [];
  });
}

/** Rows and balls are written into the statement: integers only, never text. */
function integer(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
}

/** The condition over bet_tickets.selection, as rowHitsHold decides it (NULL where rows lack). */
export function rowHitsSql(condition: TRowHits): string {
  if (condition.hits.length === 0) return condition.need === 'all' ? 'true' : 'false';
  const tests = condition.hits.map(
    ({ row, ball }) => `(selection -> 'rows' -> ${integer(row)}) @> '${integer(ball)}'::jsonb`,
  );
  return `(${tests.join(condition.need === 'all' ? ' AND ' : ' OR ')})`;
}

/** Lost for certain: the ticket's type has a condition and its selection fails it. */
function lostSql(conditions: readonly TWinCondition[], firstParameter: number): string {
  const cases = conditions.map(
    ({ requires }, i) => `WHEN $${firstParameter + i} THEN ${rowHitsSql(requires)}`,
  );
  return `(CASE bet_type_id ${cases.join(' ')} END) IS FALSE`;
}

/** A ticket closed unread: what its stake and rebates need. */
export interface TUnreadLoser {
  id: bigint;
  userId: number;
  amount: bigint;
  userGroup: number | null;
  selfRebate: bigint;
}

/**
 * Closes the open tickets of the issue with ids in (afterId, upToId] that lost for certain, as
 * state 2 with the draw's number, skipping rows another settler holds (it settles them); answers
 * them. Their rows are locked and moved in one statement, through their physical ids.
 */
export async function closeUnreadLosers(
  tx: TQueryable,
  issue: { gameId: number; serialNumber: string },
  conditions: readonly TWinCondition[],
  range: { afterId: bigint; upToId: bigint },
  draw: { winningNumber: string; now: number },
): Promise<TUnreadLoser[]> {
  if (conditions.length === 0) return [];
  const rows = await tx.query<{
    id: bigint;
    user_id: number;
    amount: bigint;
    user_group: number | null;
    self_rebate: bigint;
  }>(
    `UPDATE bet_tickets t
        SET state = 2, prize = 0, wins = NULL, winning_number = $5, settled_at = $6
       FROM (SELECT ctid AS row FROM bet_tickets
              WHERE game_id = $1 AND issue_serial = $2 AND state = 0 AND id > $3 AND id <= $4
                AND ${lostSql(conditions, 7)}
                FOR UPDATE SKIP LOCKED) lost
      WHERE t.ctid = lost.row AND t.state = 0
      RETURNING t.id, t.user_id, t.amount, t.user_group, t.self_rebate`,
    [
      issue.gameId,
      issue.serialNumber,
      range.afterId,
      range.upToId,
      draw.winningNumber,
      draw.now,
      ...conditions.map(({ betTypeId }) => betTypeId),
    ],
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    userId: row.user_id,
    amount: BigInt(row.amount),
    userGroup: row.user_group,
    selfRebate: BigInt(row.self_rebate),
  }));
}

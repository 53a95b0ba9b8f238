import { allBetTypes, type TWinRequirement } from '@lottery/lottery';
import type { TSettlementRules } from './settle-ticket.ts';

/**
 * Settlement's short way with losers (issue #8, bench:settlement): a ticket whose bet type says
 * what a win requires (TBetType winRequires: rows holding the drawn balls, or a winning item) and
 * whose stored selection fails it has lost, whatever else it holds. Such tickets are closed in
 * the statement that claims them (settle-batch.ts) without their rows leaving the database;
 * every other ticket is read and judged by the rules engine. The SQL only ever decides "lost": a
 * requirement SQL cannot evaluate (NULL) leaves the ticket to the engine.
 */

/** A bet type of the issue's family and what a win of it requires against the issue's draw. */
export interface TWinCondition {
  betTypeId: string;
  requires: TWinRequirement;
}

/** The family's types that can say what a win requires, as settled with these rules. */
export function winConditionsOf(family: string, rules: TSettlementRules): TWinCondition[] {
  return allBetTypes.flatMap(({ id, family: of }) => {
    const type = of === family ? rules.typeOf(id) : undefined;
    return type?.winRequires ? [{ betTypeId: id, requires: type.winRequires(rules.draw) }] : [];
  });
}

/** Rows and balls are written into the statement: integers only. */
function integer(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
}

/** Item ids too: catalogue names, never anything that could end the literal. */
function itemLiteral(id: string): string {
  if (!/^[A-Za-z0-9_.:-]+$/.test(id)) throw new Error(`not an item id: ${id}`);
  return `'${id}'`;
}

/**
 * The requirement over bet_tickets.selection, as requirementHolds decides it where the selection
 * has the rows or items it names (NULL where it lacks them).
 */
export function requirementSql(requirement: TWinRequirement): string {
  if (requirement.kind === 'items') {
    const tests = requirement.groups.map((group) =>
      group.length === 0
        ? 'false'
        : `(selection -> 'items') ?| ARRAY[${group.map(itemLiteral).join(', ')}]`,
    );
    // Every group answered, NULL where the selection has no items (as rows that lack them).
    return tests.length === 0
      ? `((selection -> 'items') IS NOT NULL)`
      : `(${tests.map((test) => `(${test})`).join(' AND ')})`;
  }
  if (requirement.hits.length === 0) return requirement.need === 'all' ? 'true' : 'false';
  const tests = requirement.hits.map(
    ({ row, ball }) => `(selection -> 'rows' -> ${integer(row)}) @> '${integer(ball)}'::jsonb`,
  );
  return `(${tests.join(requirement.need === 'all' ? ' AND ' : ' OR ')})`;
}

/**
 * Lost for certain, over a bet_tickets row: its type has a requirement and its selection fails it
 * (never NULL). The conditions' bet type ids are parameters from `firstParameter` on.
 */
export function lostSql(conditions: readonly TWinCondition[], firstParameter: number): string {
  const cases = conditions.map(
    ({ requires }, i) => `WHEN $${firstParameter + i} THEN ${requirementSql(requires)}`,
  );
  if (cases.length === 0) return 'false';
  return `(CASE bet_type_id ${cases.join(' ')} END) IS FALSE`;
}

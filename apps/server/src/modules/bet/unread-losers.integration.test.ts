import {
  allBetTypes,
  requirementHolds,
  type TSelection,
  type TWinRequirement,
} from '@lottery/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { settlementRules } from './settle-ticket.ts';
import { requirementSql, winConditionsOf } from './unread-losers.ts';

const t = useTestApp();

const itemIds = ['big', 'small', 'odd', 'even', 's.big', 'dragon'];
const requirement: fc.Arbitrary<TWinRequirement> = fc.oneof(
  fc.record({
    kind: fc.constant('rows' as const),
    need: fc.constantFrom('all' as const, 'any' as const),
    hits: fc.array(fc.record({ row: fc.nat(5), ball: fc.nat(11) }), { maxLength: 5 }),
  }),
  fc.record({
    kind: fc.constant('items' as const),
    groups: fc.array(fc.subarray(itemIds), { maxLength: 3 }),
  }),
);
/**
 * Rows of balls (some empty, some selections shorter than the rows a requirement names) or
 * items (some selections with none).
 */
const selection: fc.Arbitrary<TSelection> = fc.oneof(
  fc
    .array(fc.uniqueArray(fc.nat(11), { maxLength: 4 }), { maxLength: 6 })
    .map((rows) => ({ rows })),
  fc.subarray(itemIds).map((items) => ({ items })),
);

/** Whether the selection has every row or the items the requirement names. */
const complete = (required: TWinRequirement, picked: TSelection) =>
  required.kind === 'items'
    ? picked.items !== undefined
    : required.hits.every(({ row }) => row < (picked.rows?.length ?? 0));

/** The requirement as the database evaluates it over each selection: true, false or NULL. */
async function inDatabase(required: TWinRequirement, selections: readonly TSelection[]) {
  const rows = await t.db.query<{ holds: boolean | null }>(
    `SELECT ${requirementSql(required)} AS holds
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(selection, i)
      ORDER BY i`,
    [JSON.stringify(selections)],
  );
  return rows.map((row) => row.holds);
}

describe('requirementSql', () => {
  // Settlement closes a ticket unread only where this SQL says false: it must never say false
  // where the rules engine's own reading of the requirement holds.
  it('decides as requirementHolds where the selection is complete, never false where it holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        requirement,
        fc.array(selection, { minLength: 1, maxLength: 20 }),
        async (required, selections) => {
          const answers = await inDatabase(required, selections);
          selections.forEach((picked, i) => {
            const holds = requirementHolds(required, picked);
            const answer = answers[i];
            if (complete(required, picked)) expect(answer).toBe(holds);
            if (answer === false) expect(holds).toBe(false);
            if (answer === true) expect(holds).toBe(true);
          });
        },
      ),
      { numRuns: 80 },
    );
  });

  it('writes only integers and item ids into the statement', () => {
    expect(() =>
      requirementSql({ kind: 'rows', need: 'all', hits: [{ row: 0, ball: 1.5 }] }),
    ).toThrow();
    expect(() => requirementSql({ kind: 'items', groups: [["big') OR true --"]] })).toThrow();
  });
});

describe('winConditionsOf', () => {
  it('names the family types that declare a requirement, evaluated against the draw', () => {
    const rules = settlementRules({
      categoryId: 1,
      family: 'ssc',
      winningNumber: '1,2,3,4,5',
      drawAt: Date.UTC(2026, 10, 22),
      maxPayout: 400_000_000n,
    });
    if (!rules.ok) throw new Error(rules.reason);
    const conditions = winConditionsOf('ssc', rules.rules);
    expect(conditions.map(({ betTypeId }) => betTypeId)).toEqual(
      allBetTypes
        .filter((type) => type.family === 'ssc' && type.winRequires)
        .map((type) => type.id),
    );
    expect(conditions.find(({ betTypeId }) => betTypeId === 'ssc.star5.direct')?.requires).toEqual({
      kind: 'rows',
      need: 'all',
      hits: [1, 2, 3, 4, 5].map((ball, row) => ({ row, ball })),
    });
  });
});

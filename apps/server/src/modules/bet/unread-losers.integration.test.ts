import { allBetTypes, rowHitsHold, type TRowHits, type TSelection } from '@lottery/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { settlementRules } from './settle-ticket.ts';
import { rowHitsSql, winConditionsOf } from './unread-losers.ts';

const t = useTestApp();

const condition: fc.Arbitrary<TRowHits> = fc.record({
  need: fc.constantFrom('all' as const, 'any' as const),
  hits: fc.array(fc.record({ row: fc.nat(5), ball: fc.nat(11) }), { maxLength: 5 }),
});
/** Rows of balls, some empty, some selections shorter than the rows a condition names. */
const selection: fc.Arbitrary<TSelection> = fc
  .array(fc.uniqueArray(fc.nat(11), { maxLength: 4 }), { maxLength: 6 })
  .map((rows) => ({ rows }));

/** The condition as the database evaluates it over each selection: true, false or NULL. */
async function inDatabase(hits: TRowHits, selections: readonly TSelection[]) {
  const rows = await t.db.query<{ holds: boolean | null }>(
    `SELECT ${rowHitsSql(hits)} AS holds
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(selection, i)
      ORDER BY i`,
    [JSON.stringify(selections)],
  );
  return rows.map((row) => row.holds);
}

describe('rowHitsSql', () => {
  // Settlement closes a ticket unread only where this SQL says false: it must never say false
  // where the rules engine's own reading of the condition holds.
  it('decides as rowHitsHold wherever the rows are there, and never false where it holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        condition,
        fc.array(selection, { minLength: 1, maxLength: 20 }),
        async (hits, selections) => {
          const answers = await inDatabase(hits, selections);
          selections.forEach((picked, i) => {
            const holds = rowHitsHold(hits, picked);
            const answer = answers[i];
            const complete = hits.hits.every(({ row }) => row < (picked.rows?.length ?? 0));
            if (complete) expect(answer).toBe(holds);
            if (answer === false) expect(holds).toBe(false);
            if (answer === true) expect(holds).toBe(true);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('writes only integers into the statement', () => {
    expect(() => rowHitsSql({ need: 'all', hits: [{ row: 0, ball: 1.5 }] })).toThrow();
  });
});

describe('winConditionsOf', () => {
  it('names the family types that declare a condition, evaluated against the draw', () => {
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
      need: 'all',
      hits: [1, 2, 3, 4, 5].map((ball, row) => ({ row, ball })),
    });
  });
});

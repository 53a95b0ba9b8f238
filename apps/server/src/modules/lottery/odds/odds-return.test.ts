import {
  betTypesOf,
  families,
  findBetType,
  type TBetType,
  type TOddsTable,
} from '@lottery/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultOddsTable } from '../default-odds.ts';
import { overpayingTypeOf, unitReturnOf } from './odds-return.ts';

const twoSidedTypes = (family: string) =>
  betTypesOf(family as Parameters<typeof betTypesOf>[0]).filter((t) => t.book === 'twoSided');
const typeOf = (id: string) => findBetType(id) as TBetType;
const permille = (r: { num: bigint; den: bigint }) => Number(r.num) / Number(r.den);

describe('unitReturnOf', () => {
  it('is p × odds for an item bet: K3 sum big (105/216) at 2.005 returns 97.5 %', () => {
    const type = typeOf('k3.twoSided.sum');
    const entry = defaultOddsTable('k3', 975)['k3.twoSided.sum']!;
    expect(entry.odds.big).toBe(2005);
    expect(permille(unitReturnOf(type, entry))).toBeCloseTo((105 * 2005) / 216, 9);
  });

  it('sums the levels of a graded type (单挑一骰 wins once, twice or thrice)', () => {
    const type = typeOf('k3.twoSided.dieCount');
    const entry = { odds: { once: 2000, twice: 3000, thrice: 4000 } };
    // 25/72 × 2000 + 5/72 × 3000 + 1/216 × 4000 = (150000 + 45000 + 4000) / 216
    expect(permille(unitReturnOf(type, entry))).toBeCloseTo(199_000 / 216, 9);
  });

  it("adds the stake back on a tie under the 'refund' rule only", () => {
    const type = typeOf('11x5.twoSided.sum');
    const entry = defaultOddsTable('11x5', 975)['11x5.twoSided.sum']!;
    const tie = type.levels.find((level) => level.id === 'tie')!.probability;
    const lose = unitReturnOf(type, { ...entry, tie: 'lose' });
    const refund = unitReturnOf(type, { ...entry, tie: 'refund' });
    expect(permille(refund) - permille(lose)).toBeCloseTo(
      (1000 * Number(tie.num)) / Number(tie.den),
      9,
    );
  });
});

describe('overpayingTypeOf', () => {
  it('passes every default table at every allowed return (500-999 ‰)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...families.map((family) => family.id)),
        fc.integer({ min: 500, max: 999 }),
        (family, returnPermille) => {
          const table = defaultOddsTable(family, returnPermille);
          expect(overpayingTypeOf(table, twoSidedTypes(family))).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses the first odds over 100 % on a level, and takes the last odds at or under', () => {
    const cases = families.flatMap((family) =>
      twoSidedTypes(family.id)
        .filter((type) => type.id !== 'k3.twoSided.dieCount')
        .flatMap((type) =>
          Object.keys(defaultOddsTable(family.id, 975)[type.id]!.odds).map((level) => ({
            family: family.id,
            type,
            level,
          })),
        ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...cases), ({ family, type, level }) => {
        const table = defaultOddsTable(family, 975);
        const p = type.levels.find((candidate) => candidate.id === level)!.probability;
        // The largest odds o with p × o ≤ 1000: floor(1000 × den / num).
        const highest = Number((1000n * p.den) / p.num);
        const withOdds = (odds: number): TOddsTable => ({
          ...table,
          [type.id]: { ...table[type.id]!, odds: { ...table[type.id]!.odds, [level]: odds } },
        });
        expect(overpayingTypeOf(withOdds(highest), [type])).toBeNull();
        expect(overpayingTypeOf(withOdds(highest + 1), [type])).toMatchObject({
          betTypeId: type.id,
        });
      }),
      { numRuns: 200 },
    );
  });

  it('reports the return in permille, floored', () => {
    const type = typeOf('k3.twoSided.sum');
    const table = defaultOddsTable('k3', 975);
    const entry = table['k3.twoSided.sum']!;
    // 105/216 × 2100 = 1020.8 ‰
    const raised = { ...table, [type.id]: { ...entry, odds: { ...entry.odds, big: 2100 } } };
    expect(overpayingTypeOf(raised, [type])).toEqual({
      betTypeId: 'k3.twoSided.sum',
      returnPermille: 1020n,
    });
  });
});

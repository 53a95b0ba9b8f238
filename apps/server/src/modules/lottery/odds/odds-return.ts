import { tieLevel, type TBetType, type TOddsEntry, type TOddsTable } from '@lottery/lottery';
import { gradedLevels } from '../default-odds.ts';

/**
 * The average return of a two-sided bet type under its odds: per unit staked, what the unit that
 * gets back most gets back on average over draws, as an exact fraction. A level of probability
 * p at odds o (thousandths) returns p × o / 1000; a tie under the 'refund' rule returns p(tie).
 *
 * Which levels one unit can win decides the sum (default-odds.ts explains the same split):
 * - graded types (单挑一骰: once, twice, thrice): one unit wins any one of the levels on different
 *   draws, so its return is the sum over the levels;
 * - every other type: a unit wins at most one level whatever the draw, and which one depends on
 *   the unit (its item, or e.g. whether 生肖连 holds the year's animal), so the unit that gets
 *   back most is the one on the best level: the maximum over the levels.
 */
export interface TUnitReturn {
  /** Thousandths of the stake, times `den`: the return is num / den / 1000. */
  num: bigint;
  den: bigint;
}

const termOf = (probability: { num: bigint; den: bigint }, oddsThousandths: bigint) => ({
  num: probability.num * oddsThousandths,
  den: probability.den,
});

const add = (a: TUnitReturn, b: TUnitReturn): TUnitReturn => ({
  num: a.num * b.den + b.num * a.den,
  den: a.den * b.den,
});

const greater = (a: TUnitReturn, b: TUnitReturn) => a.num * b.den > b.num * a.den;

export function unitReturnOf(type: TBetType, entry: TOddsEntry): TUnitReturn {
  const terms: TUnitReturn[] = [];
  let tieRefund: TUnitReturn = { num: 0n, den: 1n };
  for (const level of type.levels) {
    const odds = entry.odds[level.id];
    if (odds !== undefined) terms.push(termOf(level.probability, BigInt(odds)));
    else if (level.id === tieLevel && entry.tie === 'refund')
      tieRefund = termOf(level.probability, 1000n);
  }
  const zero: TUnitReturn = { num: 0n, den: 1n };
  const won = Object.hasOwn(gradedLevels, type.id)
    ? terms.reduce(add, zero)
    : terms.reduce((best, term) => (greater(term, best) ? term : best), zero);
  return add(won, tieRefund);
}

/** The first type of the table returning more than 100 % of its stakes, with that return. */
export function overpayingTypeOf(
  table: TOddsTable,
  types: readonly TBetType[],
): { betTypeId: string; returnPermille: bigint } | null {
  for (const type of types) {
    const entry = table[type.id];
    if (!entry) continue;
    const unitReturn = unitReturnOf(type, entry);
    // Over 100 %: num / den > 1000.
    if (unitReturn.num > 1000n * unitReturn.den)
      return { betTypeId: type.id, returnPermille: unitReturn.num / unitReturn.den };
  }
  return null;
}

import type { TBetType, TWins } from '../../core/bet-type.ts';
import { choose, combinations } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { chooseBig } from '../keno/hypergeometric.ts';
import { regularOf, specialOf } from './mark-six-family.ts';

export interface TCombinationLevel {
  readonly id: string;
  readonly name: TNames;
  /**
   * Whether a unit with `regular` of its k numbers among the 6 正码 and `special` (0 or 1) on
   * the 特码 wins at this level.
   */
  readonly wins: (regular: number, special: number) => boolean;
}

export interface TCombinationSpec {
  readonly id: string;
  readonly name: TNames;
  readonly group: TNames;
  /** Numbers per unit. */
  readonly k: number;
  readonly levels: readonly TCombinationLevel[];
}

/** Every split of a k-unit into r numbers on 正码, s on the special and the rest elsewhere. */
function* splits(k: number): Generator<[regular: number, special: number]> {
  for (let regular = 0; regular <= Math.min(6, k); regular += 1)
    for (let special = 0; special <= Math.min(1, k - regular); special += 1)
      yield [regular, special];
}

/**
 * Mark Six bets on k-number combinations (连码, 不中): pick n ≥ k numbers, C(n, k) units, each
 * judged only by how many of its numbers are 正码 and whether one is the 特码. A level's
 * probability is therefore Σ C(6, r) × C(1, s) × C(42, k − r − s) / C(49, k) over the splits
 * (r, s) it pays, and a selection with A of its n numbers on 正码 and S on the special wins
 * Σ C(A, r) × C(S, s) × C(n − A − S, k − r − s) units at that level: no expansion.
 */
export function markSixCombination(spec: TCombinationSpec): TBetType {
  const { k } = spec;
  const paying = spec.levels.map((level) => ({
    level,
    splits: [...splits(k)].filter(([regular, special]) => level.wins(regular, special)),
  }));
  return {
    id: spec.id,
    family: 'marksix',
    name: spec.name,
    group: spec.group,
    book: 'official',
    shape: {
      kind: 'rows',
      rows: [{ label: names('选号', 'Numbers'), minPicks: k, maxPicks: 49 }],
      balls: { min: 1, max: 49 },
    },
    levels: paying.map(({ level, splits }) => ({
      id: level.id,
      name: level.name,
      probability: fraction(
        splits.reduce(
          (total, [r, s]) => total + chooseBig(6, r) * chooseBig(1, s) * chooseBig(42, k - r - s),
          0n,
        ),
        chooseBig(49, k),
      ),
    })),
    validate: (selection) => validateRows(selection, { rows: 1, min: 1, max: 49, minPicks: k }),
    count: (selection) => choose(rowsOf(selection)[0]?.length ?? 0, k),
    *expand(selection) {
      for (const picks of combinations(rowsOf(selection)[0] ?? [], k)) yield { picks };
    },
    settleUnit(unit, draw) {
      const regular = unit.picks.filter((ball) => regularOf(draw).includes(ball)).length;
      const special = unit.picks.includes(specialOf(draw)) ? 1 : 0;
      return spec.levels.filter((level) => level.wins(regular, special)).map((level) => level.id);
    },
    settle(selection, draw): TWins {
      const picks = rowsOf(selection)[0] ?? [];
      const onRegular = picks.filter((ball) => regularOf(draw).includes(ball)).length;
      const onSpecial = picks.includes(specialOf(draw)) ? 1 : 0;
      const elsewhere = picks.length - onRegular - onSpecial;
      const wins: Record<string, number> = {};
      for (const { level, splits } of paying) {
        const units = splits.reduce(
          (total, [r, s]) =>
            total + choose(onRegular, r) * choose(onSpecial, s) * choose(elsewhere, k - r - s),
          0,
        );
        if (units > 0) wins[level.id] = units;
      }
      return wins;
    },
  };
}

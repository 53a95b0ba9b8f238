import type { TBetType, TWins } from '../../core/bet-type.ts';
import { choose, combinations } from '../../core/combinatorics.ts';
import { names } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { hypergeometric } from './hypergeometric.ts';

/**
 * Prize levels of 任选k: the hit counts j that pay, as in the state 快乐8 table (the Phoenix
 * BJKL8 table sells 1-7 with the same levels). 选七 to 选十 also pay 中零 (all k missed).
 * The brief lists P(j=1 | k=2) = 0.380, but no pay table found pays 选二中一, so it is no level.
 */
const paidHits: Readonly<Record<number, readonly number[]>> = {
  1: [1],
  2: [2],
  3: [3, 2],
  4: [4, 3, 2],
  5: [5, 4, 3],
  6: [6, 5, 4, 3],
  7: [7, 6, 5, 4, 0],
  8: [8, 7, 6, 5, 4, 0],
  9: [9, 8, 7, 6, 5, 4, 0],
  10: [10, 9, 8, 7, 6, 5, 0],
};

const zhNumerals = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
const levelId = (hits: number) => `hit${hits}`;

/**
 * 任选k (k = 1..10) 复式: pick n ≥ k numbers of 01-80; each k-subset is one unit, C(n, k) units.
 * A unit pays by the number j of its k picks among the 20 drawn, at most one level per unit:
 * P(j | k) = C(20, j) × C(60, k − j) / C(80, k), e.g. 选五中五 6.449e-4, 选十中十 1.122e-7.
 * Settling a selection with h of its n numbers drawn gives C(h, j) × C(n − h, k − j) units at j,
 * so even C(80, 10) ≈ 1.6e12 units settle without expansion.
 */
export function kenoPick(k: number): TBetType {
  const hitsPaid = paidHits[k];
  if (!hitsPaid) throw new RangeError(`no Keno pick ${k}`);
  const zhK = zhNumerals[k] as string;
  return {
    id: `keno.any.pick${k}`,
    family: 'keno',
    name: names(`任选${zhK}`, `Pick ${k}`),
    group: names('任选', 'Pick N'),
    book: 'official',
    shape: {
      kind: 'rows',
      rows: [{ label: names('选号', 'Numbers'), minPicks: k, maxPicks: 80 }],
      balls: { min: 1, max: 80 },
    },
    levels: hitsPaid.map((hits) => ({
      id: levelId(hits),
      name: names(`选${zhK}中${zhNumerals[hits]}`, `${hits} of ${k}`),
      probability: hypergeometric(80, 20, k, hits),
    })),
    validate: (selection) => validateRows(selection, { rows: 1, min: 1, max: 80, minPicks: k }),
    count: (selection) => choose(rowsOf(selection)[0]?.length ?? 0, k),
    *expand(selection) {
      for (const picks of combinations(rowsOf(selection)[0] ?? [], k)) yield { picks };
    },
    settleUnit(unit, draw) {
      const hits = unit.picks.filter((ball) => draw.includes(ball)).length;
      return hitsPaid.includes(hits) ? [levelId(hits)] : [];
    },
    settle(selection, draw): TWins {
      const picks = rowsOf(selection)[0] ?? [];
      const drawn = picks.filter((ball) => draw.includes(ball)).length;
      const wins: Record<string, number> = {};
      for (const hits of hitsPaid) {
        const units = choose(drawn, hits) * choose(picks.length - drawn, k - hits);
        if (units > 0) wins[levelId(hits)] = units;
      }
      return wins;
    },
  };
}

export const kenoPickTypes: readonly TBetType[] = Array.from({ length: 10 }, (_, i) =>
  kenoPick(i + 1),
);

import type { TBetType, TWins } from '../../core/bet-type.ts';
import { choose, combinations } from '../../core/combinatorics.ts';
import { fraction, type TFraction } from '../../core/fraction.ts';
import type { TNames } from '../../core/names.ts';
import { fault, type TSelection } from '../../core/selection.ts';
import { validateItems } from '../../core/kit/selection-checks.ts';
import { chooseBig } from '../keno/hypergeometric.ts';

/** A class of the 49 numbers: a zodiac (4 or 5 numbers) or a tail digit (4 or 5). */
export interface TBallGroup {
  readonly id: string;
  readonly name: TNames;
  readonly balls: readonly number[];
}

export interface TGroupLinkSpec {
  readonly id: string;
  readonly name: TNames;
  readonly group: TNames;
  readonly groups: readonly TBallGroup[];
  /** Groups per unit, 2-5. */
  readonly k: number;
  /** 中: every group of the unit appears among all 7 numbers; 不中: none of them does. */
  readonly mode: 'hit' | 'miss';
  /** Index of the group with a different count (本命 5 numbers, 0尾 4), priced apart. */
  readonly marked: number;
  readonly markedLevel: { readonly id: string; readonly name: TNames };
}

const drawn = chooseBig(49, 7);

/**
 * P(a unit of groups owning `sizes` numbers wins) over the C(49, 7) sets of 7 numbers. 不中:
 * C(49 − Σ sizes, 7). 中, by inclusion–exclusion over the groups T that are missing:
 * Σ_T (−1)^|T| C(49 − Σ_T sizes, 7).
 */
export function groupLinkProbability(sizes: readonly number[], mode: 'hit' | 'miss'): TFraction {
  const sum = (picked: readonly number[]) => picked.reduce((total, size) => total + size, 0);
  if (mode === 'miss') return fraction(chooseBig(49 - sum(sizes), 7), drawn);
  let ways = 0n;
  for (let missing = 0; missing < 1 << sizes.length; missing += 1) {
    const out = sizes.filter((_, i) => (missing >> i) & 1);
    ways += (out.length % 2 === 0 ? 1n : -1n) * chooseBig(49 - sum(out), 7);
  }
  return fraction(ways, drawn);
}

/**
 * 连肖 / 连尾 中 and 不中 (brief §3.8): pick n ≥ k zodiacs or tails, C(n, k) units of k groups (a
 * unit's picks are group indices). The group sizes differ for one group (the year's animal owns
 * 5 numbers, the others 4; tail 0 owns 4, the others 5), so a unit with it wins at its own level
 * with its own probability: books price 连肖 含本命 and 连尾 含0尾 apart. Settlement counts the
 * units among the groups that qualify (present for 中, absent for 不中): C(q, k) without the
 * marked group and C(q, k − 1) with it, where q excludes the marked group. No expansion.
 */
export function markSixGroupLink(spec: TGroupLinkSpec): TBetType {
  const { groups, k, mode, marked, markedLevel } = spec;
  const ids = groups.map((group) => group.id);
  const groupOf = new Map(groups.flatMap((group, i) => group.balls.map((ball) => [ball, i])));
  const sizes = groups.map((group) => group.balls.length);
  const others = sizes.filter((_, i) => i !== marked);
  const qualifies = (draw: readonly number[]) => {
    const present = new Set(draw.map((ball) => groupOf.get(ball)));
    return (group: number) => present.has(group) === (mode === 'hit');
  };
  const indicesOf = (selection: TSelection) =>
    (selection.items ?? []).map((item) => ids.indexOf(item));
  return {
    id: spec.id,
    family: 'marksix',
    name: spec.name,
    group: spec.group,
    book: 'twoSided',
    shape: {
      kind: 'items',
      items: groups.map(({ id, name }) => ({ id, name })),
      maxPicks: groups.length,
    },
    levels: [
      {
        id: 'first',
        name: spec.name,
        probability: groupLinkProbability(others.slice(0, k), mode),
      },
      {
        ...markedLevel,
        probability: groupLinkProbability(
          [sizes[marked] as number, ...others.slice(0, k - 1)],
          mode,
        ),
      },
    ],
    validate(selection) {
      const items = validateItems(selection, ids);
      if (!items.ok) return items;
      return (selection.items?.length ?? 0) < k ? fault('tooFew', 'items') : items;
    },
    count: (selection) => choose(selection.items?.length ?? 0, k),
    *expand(selection) {
      for (const picks of combinations(indicesOf(selection), k)) yield { picks };
    },
    settleUnit(unit, draw) {
      if (!unit.picks.every(qualifies(draw))) return [];
      return [unit.picks.includes(marked) ? markedLevel.id : 'first'];
    },
    settle(selection, draw): TWins {
      const picked = indicesOf(selection).filter(qualifies(draw));
      const withMarked = picked.includes(marked);
      const rest = picked.length - (withMarked ? 1 : 0);
      const wins: Record<string, number> = {};
      if (choose(rest, k) > 0) wins.first = choose(rest, k);
      if (withMarked && choose(rest, k - 1) > 0) wins[markedLevel.id] = choose(rest, k - 1);
      return wins;
    },
  };
}

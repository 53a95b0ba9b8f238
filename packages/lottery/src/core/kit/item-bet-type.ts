import type { TBetType, TPrizeLevel, TUnit, TWins } from '../bet-type.ts';
import type { TFamilyId } from '../family.ts';
import type { TFraction } from '../fraction.ts';
import { names, type TNames } from '../names.ts';
import { fault, valid, type TSelection, type TValidation } from '../selection.ts';

/**
 * Two-sided (双面盘) item bets shared by Keno, Mark Six, Lucky 28 and hash games: the player ticks
 * items (大, 小, 单, 红波, 马...), each ticked item is one unit, and a unit wins at the level named
 * after its item. A tie (和, e.g. Mark Six special 49 or KL8 sum 810 for 大/小) is its own level
 * `tie`: the price book decides whether it refunds the stake or loses, so the rules engine stays
 * neutral. Every item of one type shares the same tie event, so `tie` has one probability; types
 * whose items tie on different events (KL8 大小 vs 单双) are separate types.
 */
export const tieLevel = 'tie';

export interface TItem {
  readonly id: string;
  readonly name: TNames;
  /** Probability that a unit on this item wins (its level's probability). */
  readonly probability: TFraction;
}

export interface TItemBetTypeSpec {
  readonly id: string;
  readonly family: TFamilyId;
  readonly name: TNames;
  readonly group: TNames;
  readonly book?: TBetType['book'];
  readonly items: readonly TItem[];
  /** Probability of the tie event, when the type has one. */
  readonly tie?: TFraction;
  /** The items a draw makes win, or `tie` when every item of the type ties. */
  readonly winners: (draw: readonly number[]) => readonly string[] | typeof tieLevel;
}

/** A selection of distinct known items, at least one. */
export function validateItems(selection: TSelection, known: ReadonlySet<string>): TValidation {
  const { items } = selection;
  if (!items || selection.rows || selection.entries || selection.sums || selection.positions)
    return fault('shape', 'items');
  if (!Array.isArray(items)) return fault('shape', 'items');
  if (items.length === 0) return fault('tooFew', 'items');
  for (const [i, item] of items.entries()) {
    if (!known.has(item)) return fault('unknownItem', `items[${i}]`);
    if (items.indexOf(item) !== i) return fault('duplicate', `items[${i}]`);
  }
  return valid;
}

export function itemBetType(spec: TItemBetTypeSpec): TBetType {
  const known = new Set(spec.items.map((item) => item.id));
  const levels: TPrizeLevel[] = spec.items.map(({ id, name, probability }) => ({
    id,
    name,
    probability,
  }));
  if (spec.tie) levels.push({ id: tieLevel, name: names('和局', 'Tie'), probability: spec.tie });
  const judge = (item: string, result: readonly string[] | typeof tieLevel): string[] => {
    if (result === tieLevel) return [tieLevel];
    return result.includes(item) ? [item] : [];
  };
  return {
    id: spec.id,
    family: spec.family,
    name: spec.name,
    group: spec.group,
    book: spec.book ?? 'twoSided',
    shape: {
      kind: 'items',
      items: spec.items.map(({ id, name }) => ({ id, name })),
      maxPicks: spec.items.length,
    },
    levels,
    validate: (selection) => validateItems(selection, known),
    count: (selection) => selection.items?.length ?? 0,
    *expand(selection) {
      for (const item of selection.items ?? []) yield { picks: [], item };
    },
    settleUnit: (unit: TUnit, draw) => judge(unit.item ?? '', spec.winners(draw)),
    settle(selection, draw): TWins {
      // One judgement of the draw for all ticked items (at most a dozen): no expansion needed.
      const result = spec.winners(draw);
      const wins: Record<string, number> = {};
      for (const item of selection.items ?? []) {
        for (const level of judge(item, result)) wins[level] = (wins[level] ?? 0) + 1;
      }
      return wins;
    },
  };
}

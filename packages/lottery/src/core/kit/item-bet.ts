import type { TBetType, TPrizeLevel, TWins } from '../bet-type.ts';
import type { TFraction } from '../fraction.ts';
import { names, type TNames } from '../names.ts';
import type { TSelection } from '../selection.ts';
import type { TBetHead } from './bet-head.ts';
import { validateItems } from './selection-checks.ts';

export interface TBetItem {
  readonly id: string;
  readonly name: TNames;
  /** Probability that the item wins: its level's probability. */
  readonly probability: TFraction;
  readonly wins: (draw: readonly number[]) => boolean;
  /** The item is refunded (和) on the type's tie, e.g. 大/小 on 11x5 总和 30 but not 单/双. */
  readonly ties?: boolean;
}

export interface TItemSpec extends TBetHead {
  book: TBetType['book'];
  items: readonly TBetItem[];
  /** The draws on which tying items are neither won nor lost: level `tie`, refunded by pricing. */
  tie?: { probability: TFraction; on: (draw: readonly number[]) => boolean };
}

export const tieName = names('和', 'Tie');

/**
 * The one builder of item bet types, for every family: two-sided 大/小/单/双/龙/虎, 色波, 生肖,
 * Keno 盘面, K3 三同号通选, 11x5 定单双... Each picked item is one unit and wins at the level named
 * after it. A tie (和: Mark Six 49, a KL8 sum of 810, an 11x5 总和 of 30) is the separate level
 * `tie`, reached only by the items marked `ties`; the price book decides whether it refunds the
 * stake or loses, so the rules engine stays neutral. Settlement judges each picked item once (at
 * most a few dozen): no expansion needed.
 */
export function itemBet(spec: TItemSpec): TBetType {
  const { items, tie } = spec;
  const byId = new Map(items.map((item) => [item.id, item]));
  const ids = items.map((item) => item.id);
  const outcome = (id: string | undefined, draw: readonly number[]): string | undefined => {
    const item = byId.get(id ?? '');
    if (!item) return undefined;
    if (item.ties && tie?.on(draw)) return 'tie';
    return item.wins(draw) ? item.id : undefined;
  };
  const picked = (selection: TSelection) => selection.items ?? [];
  const levels: TPrizeLevel[] = items.map(({ id, name, probability }) => ({
    id,
    name,
    probability,
  }));
  if (tie) levels.push({ id: 'tie', name: tieName, probability: tie.probability });
  return {
    id: spec.id,
    family: spec.family,
    name: spec.name,
    group: spec.group,
    book: spec.book,
    shape: {
      kind: 'items',
      items: items.map(({ id, name }) => ({ id, name })),
      maxPicks: items.length,
    },
    levels,
    validate: (selection) => validateItems(selection, ids),
    count: (selection) => picked(selection).length,
    *expand(selection) {
      for (const item of picked(selection)) yield { picks: [], item };
    },
    settleUnit(unit, draw) {
      const level = outcome(unit.item, draw);
      return level ? [level] : [];
    },
    settle(selection, draw): TWins {
      const wins: Record<string, number> = {};
      for (const item of picked(selection)) {
        const level = outcome(item, draw);
        if (level) wins[level] = (wins[level] ?? 0) + 1;
      }
      return wins;
    },
    // Each item is judged alone: a selection wins something only by an item that does (a tie
    // counts, the book may refund it).
    winRequires: (draw) => ({
      kind: 'items',
      groups: [ids.filter((id) => outcome(id, draw) !== undefined)],
    }),
  };
}

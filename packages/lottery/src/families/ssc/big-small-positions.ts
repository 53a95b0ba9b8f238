import type { TBetType, TWins } from '../../core/bet-type.ts';
import { product } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { fault, valid, type TSelection } from '../../core/selection.ts';
import { digitTraits, itemsOf, positionKeys, validateItems } from './big-small-items.ts';
import { sscPositions } from './ssc-family.ts';

interface TWindow {
  key: string;
  zh: string;
  en: string;
  positions: readonly number[];
}

/**
 * 大小单双 over a window: for each position the player ticks traits among 大 (5-9), 小 (0-4),
 * 单, 双, as items `${positionKey}.${trait}` (e.g. `s.big`, `g.odd`), at least one per position. A
 * unit is one trait per position and wins when every position's digit has its trait. Count
 * Π n_i. Each trait holds for half the digits, so p = 2^-w: 1/4 for two positions (7.2 at 1800),
 * 1/8 for three (14.4). A digit has exactly two traits, so a position with n_i ticks hits
 * h_i ∈ {0, 1, 2} of them and the selection wins Π h_i units.
 */
function bigSmallType(window: TWindow): TBetType {
  const { positions } = window;
  const itemsByPosition = positions.map((p) =>
    digitTraits.map((trait) => ({
      id: `${positionKeys[p]}.${trait.id}`,
      name: names(
        `${sscPositions[p]?.zh}${trait.name.zh}`,
        `${sscPositions[p]?.en} ${trait.name.en.toLowerCase()}`,
      ),
    })),
  );
  const items = itemsByPosition.flat();
  const holds = (trait: number, draw: readonly number[], i: number) =>
    digitTraits[trait]?.holds(draw[positions[i] as number] as number) === true;
  const itemIds = items.map((item) => item.id);
  /** Item id → window index and trait index, so settling reads the ticks without searching. */
  const itemAt = new Map(
    itemsByPosition.flatMap((own, i) => own.map((item, trait) => [item.id, { i, trait }] as const)),
  );
  /** Indexes into digitTraits of the ticked traits, one list per window position. */
  const tickedTraits = (selection: TSelection) =>
    itemsByPosition.map((own) =>
      own.flatMap((item, t) => (itemsOf(selection).includes(item.id) ? [t] : [])),
    );
  return {
    id: `ssc.bigSmall.${window.key}`,
    family: 'ssc',
    name: names(`${window.zh}大小单双`, `${window.en} big/small/odd/even`),
    group: names('大小单双', 'Big/small/odd/even'),
    book: 'official',
    shape: { kind: 'items', items, maxPicks: items.length },
    levels: [
      {
        id: 'first',
        name: names('一等奖', 'Prize'),
        probability: fraction(1, 2 ** positions.length),
      },
    ],
    validate(selection) {
      const itemsValid = validateItems(selection, itemIds);
      if (!itemsValid.ok) return itemsValid;
      const empty = tickedTraits(selection).findIndex((ticked) => ticked.length === 0);
      return empty < 0
        ? valid
        : fault('tooFew', `items.${positionKeys[positions[empty] as number]}`);
    },
    count: (selection) =>
      tickedTraits(selection).reduce((units, ticked) => units * ticked.length, 1),
    *expand(selection) {
      for (const picks of product(tickedTraits(selection))) yield { picks, positions };
    },
    settleUnit: (unit, draw) => (unit.picks.every((t, i) => holds(t, draw, i)) ? ['first'] : []),
    settle(selection, draw): TWins {
      const hits = positions.map(() => 0);
      for (const id of itemsOf(selection)) {
        const at = itemAt.get(id);
        if (at && holds(at.trait, draw, at.i)) hits[at.i] = (hits[at.i] ?? 0) + 1;
      }
      const wins = hits.reduce((units, hit) => units * hit, 1);
      return wins > 0 ? { first: wins } : {};
    },
    // A unit needs every position's trait to hold: a tick of a holding trait at each position.
    winRequires: (draw) => ({
      kind: 'items',
      groups: itemsByPosition.map((own, i) =>
        own.flatMap((item, trait) => (holds(trait, draw, i) ? [item.id] : [])),
      ),
    }),
  };
}

/** The windows the official book sells 大小单双 on: 后二, 前二, 后三, 前三. */
export const sscBigSmallTypes: readonly TBetType[] = [
  bigSmallType({ key: 'back2', zh: '后二', en: 'Back 2', positions: [3, 4] }),
  bigSmallType({ key: 'front2', zh: '前二', en: 'Front 2', positions: [0, 1] }),
  bigSmallType({ key: 'back3', zh: '后三', en: 'Back 3', positions: [2, 3, 4] }),
  bigSmallType({ key: 'front3', zh: '前三', en: 'Front 3', positions: [0, 1, 2] }),
];

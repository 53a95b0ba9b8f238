import type { TBetType, TWins } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemsOf, validateItems, type TTrait } from './big-small-items.ts';

/**
 * The sum of the five digits (0-45): 大 ≥ 23, 小 ≤ 22, not the per-digit 5-9 threshold (a bug
 * the brief's checklist warns of). Sums are symmetric about 22.5, so 大 and 小 are each exactly
 * half of the 100,000 draws, as are 单 and 双.
 */
const sumTraits: readonly TTrait[] = [
  { id: 'big', name: names('大', 'Big'), holds: (sum) => sum >= 23 },
  { id: 'small', name: names('小', 'Small'), holds: (sum) => sum <= 22 },
  { id: 'odd', name: names('单', 'Odd'), holds: (sum) => sum % 2 === 1 },
  { id: 'even', name: names('双', 'Even'), holds: (sum) => sum % 2 === 0 },
];
const itemIds = sumTraits.map((trait) => trait.id);

const sumOf = (draw: readonly number[]) => draw.reduce((sum, digit) => sum + digit, 0);
const holds = (item: string | undefined, sum: number) =>
  sumTraits.find((trait) => trait.id === item)?.holds(sum) === true;

/** 五星和值大小单双: each ticked item of 大/小/单/双 is one unit; p = 1/2 (3.6 at 1800). */
export const sscBigSmallSum5: TBetType = {
  id: 'ssc.bigSmall.sum5',
  family: 'ssc',
  name: names('五星和值大小单双', '5-star sum big/small/odd/even'),
  group: names('大小单双', 'Big/small/odd/even'),
  book: 'official',
  shape: {
    kind: 'items',
    items: sumTraits.map(({ id, name }) => ({ id, name })),
    maxPicks: sumTraits.length,
  },
  levels: [{ id: 'first', name: names('一等奖', 'Prize'), probability: fraction(1, 2) }],
  validate: (selection) => validateItems(selection, itemIds),
  count: (selection) => itemsOf(selection).length,
  *expand(selection) {
    for (const item of itemsOf(selection)) yield { picks: [], item };
  },
  settleUnit: (unit, draw) => (holds(unit.item, sumOf(draw)) ? ['first'] : []),
  settle(selection, draw): TWins {
    const sum = sumOf(draw);
    const wins = itemsOf(selection).filter((item) => holds(item, sum)).length;
    return wins > 0 ? { first: wins } : {};
  },
  winRequires: (draw) => ({
    kind: 'items',
    groups: [itemIds.filter((item) => holds(item, sumOf(draw)))],
  }),
};

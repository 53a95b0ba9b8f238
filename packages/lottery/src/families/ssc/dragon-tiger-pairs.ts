import type { TBetType } from '../../core/bet-type.ts';
import { combinations } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { itemsOf, positionKeys, validateItems } from './big-small-items.ts';
import { sscPositions } from './ssc-family.ts';

const items = [
  { id: 'dragon', name: names('龙', 'Dragon') },
  { id: 'tiger', name: names('虎', 'Tiger') },
  { id: 'tie', name: names('和', 'Tie') },
];
const itemIds = items.map((item) => item.id);

/**
 * 龙虎和 of two positions (first left of second): 龙 when the first digit is larger, 虎 when
 * smaller, 和 when equal. Of the 100 digit pairs 45 are 龙, 45 虎 and 10 和, so each item is its
 * own level: 4.0 / 4.0 / 18 at 1800. A unit is one ticked item; a draw makes exactly one outcome,
 * so a selection wins at most one unit.
 */
function dragonTigerType(first: number, second: number): TBetType {
  const key = `${positionKeys[first]}-${positionKeys[second]}`;
  const [a, b] = [sscPositions[first] as TNames, sscPositions[second] as TNames];
  const outcome = (draw: readonly number[]) => {
    const [x, y] = [draw[first] as number, draw[second] as number];
    return x > y ? 'dragon' : x < y ? 'tiger' : 'tie';
  };
  return {
    id: `ssc.dragonTiger.${key}`,
    family: 'ssc',
    name: names(`龙虎和 ${a.zh[0]}${b.zh[0]}`, `Dragon/tiger/tie, ${a.en} v ${b.en}`),
    group: names('龙虎', 'Dragon/tiger'),
    book: 'official',
    shape: { kind: 'items', items, maxPicks: items.length },
    levels: [
      { id: 'dragon', name: names('龙', 'Dragon'), probability: fraction(45, 100) },
      { id: 'tiger', name: names('虎', 'Tiger'), probability: fraction(45, 100) },
      { id: 'tie', name: names('和', 'Tie'), probability: fraction(10, 100) },
    ],
    validate: (selection) => validateItems(selection, itemIds),
    count: (selection) => itemsOf(selection).length,
    *expand(selection) {
      for (const item of itemsOf(selection)) yield { picks: [], item };
    },
    settleUnit(unit, draw) {
      const won = outcome(draw);
      return unit.item === won ? [won] : [];
    },
    settle(selection, draw) {
      const won = outcome(draw);
      return itemsOf(selection).includes(won) ? { [won]: 1 } : {};
    },
    winRequires: (draw) => ({ kind: 'items', groups: [[outcome(draw)]] }),
  };
}

/** The 10 pairs 万千, 万百, 万十, 万个, 千百, 千十, 千个, 百十, 百个, 十个. */
export const sscDragonTigerTypes: readonly TBetType[] = [...combinations([0, 1, 2, 3, 4], 2)].map(
  ([first = 0, second = 0]) => dragonTigerType(first, second),
);

import type { TBetType, TWins } from '../../core/bet-type.ts';
import { choose, combinations, product } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { countDistinctTuples } from '../../core/kit/ball-masks.ts';
import { firstLevel, pickLabel } from '../../core/kit/bet-head.ts';
import { happy10Balls } from './happy10-family.ts';

const group = names('选二连', 'Adjacent pair');
/** The 7 adjacent slot pairs (1st-2nd … 7th-8th) of the 8 drawn balls. */
const links = [0, 1, 2, 3, 4, 5, 6];
const asWins = (won: number): TWins => (won > 0 ? { first: won } : {});

/**
 * 选二连直: a unit is an ordered pair (a, b) of different balls that wins when b is drawn right
 * after a anywhere in the 8: 7 of the 20·19 places for the pair, p = 7/380 (97.7 at group
 * 1800). A ball is drawn once, so a unit wins at most once; each link is its own unit.
 */
export const happy10AdjacentDirect: TBetType = {
  id: 'happy10.adjacent2.direct',
  family: 'happy10',
  name: names('选二连直', 'Adjacent pair direct'),
  group,
  book: 'official',
  shape: {
    kind: 'rows',
    rows: [
      { label: names('前位', 'First'), minPicks: 1, maxPicks: 20 },
      { label: names('后位', 'Next'), minPicks: 1, maxPicks: 20 },
    ],
    balls: happy10Balls,
  },
  levels: [firstLevel(fraction(7, 380))],
  validate: (selection) => validateRows(selection, { rows: 2, ...happy10Balls }),
  count: (selection) => countDistinctTuples(rowsOf(selection)),
  *expand(selection) {
    for (const picks of product(rowsOf(selection))) if (picks[0] !== picks[1]) yield { picks };
  },
  settleUnit: (unit, draw) =>
    links.some((i) => draw[i] === unit.picks[0] && draw[i + 1] === unit.picks[1]) ? ['first'] : [],
  settle(selection, draw) {
    const [firsts = [], nexts = []] = rowsOf(selection);
    return asWins(
      links.filter(
        (i) => firsts.includes(draw[i] as number) && nexts.includes(draw[i + 1] as number),
      ).length,
    );
  },
};

/** 选二连组: a unit is a pair of balls drawn next to each other in either order, C(n, 2) units, p = 7/190 (48.9). */
export const happy10AdjacentGroup: TBetType = {
  id: 'happy10.adjacent2.group',
  family: 'happy10',
  name: names('选二连组', 'Adjacent pair group'),
  group,
  book: 'official',
  shape: {
    kind: 'rows',
    rows: [{ label: pickLabel, minPicks: 2, maxPicks: 20 }],
    balls: happy10Balls,
  },
  levels: [firstLevel(fraction(7, 190))],
  validate: (selection) => validateRows(selection, { rows: 1, ...happy10Balls, minPicks: 2 }),
  count: (selection) => choose(rowsOf(selection)[0]?.length ?? 0, 2),
  *expand(selection) {
    for (const picks of combinations(rowsOf(selection)[0] ?? [], 2)) yield { picks };
  },
  settleUnit(unit, draw) {
    const [a, b] = unit.picks;
    const linked = (i: number) =>
      (draw[i] === a && draw[i + 1] === b) || (draw[i] === b && draw[i + 1] === a);
    return links.some(linked) ? ['first'] : [];
  },
  settle(selection, draw) {
    const picks = rowsOf(selection)[0] ?? [];
    return asWins(
      links.filter(
        (i) => picks.includes(draw[i] as number) && picks.includes(draw[i + 1] as number),
      ).length,
    );
  },
};

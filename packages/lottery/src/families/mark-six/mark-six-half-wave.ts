import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { colourOf, specialOf, type TColour } from './mark-six-family.ts';
import { ballsWith, singleProperties } from './mark-six-special-sides.ts';

const colours: readonly { id: TColour; zh: string; en: string }[] = [
  { id: 'red', zh: '红', en: 'Red' },
  { id: 'blue', zh: '蓝', en: 'Blue' },
  { id: 'green', zh: '绿', en: 'Green' },
];
const halves = ['big', 'small', 'odd', 'even', 'sumOdd', 'sumEven'];

/** Every colour × {大, 小, 单, 双, 合单, 合双} cell, e.g. `redBig` 红大 = red and 25-48. */
const cells = colours.flatMap((colour) =>
  singleProperties
    .filter((property) => halves.includes(property.id))
    .map((property) => ({
      id: `${colour.id}${property.id[0]?.toUpperCase()}${property.id.slice(1)}`,
      name: names(`${colour.zh}${property.zh}`, `${colour.en} ${property.en.toLowerCase()}`),
      holds: (ball: number) => colourOf(ball) === colour.id && property.holds(ball),
    })),
);

/**
 * 半波 (brief §3.8): the special has the colour and the property, p = k/49 with k the cell's
 * numbers among 01-48 (红大 7: 29 30 34 35 40 45 46 → 7/49; 绿单 8 of the 15 green 01-48). The
 * 49 rule: 半波 is a 两面-style bet on the special, so a special 49 ties every cell (level `tie`,
 * p = 1/49, refunded by the book), as 特码两面 does, although 49 is green.
 */
export const markSixHalfWave = itemBet({
  id: 'marksix.special.halfWave',
  family: 'marksix',
  name: names('半波', 'Half wave'),
  group: names('特码', 'Special'),
  book: 'twoSided',
  items: cells.map(({ id, name, holds }) => ({
    id,
    name,
    probability: fraction(ballsWith(holds), 49),
    wins: (draw) => holds(specialOf(draw)),
    ties: true,
  })),
  tie: { probability: fraction(1, 49), on: (draw) => specialOf(draw) === 49 },
});

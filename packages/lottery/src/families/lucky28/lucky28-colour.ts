import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { sumOf, triplesWithSum } from './lucky28-family.ts';

/**
 * 波色 of the sum, the common PC28 mapping (the brief gives none, §3.9):
 * - 红波: 3 6 9 12 15 18 21 24 (332 of the 1000 triples);
 * - 绿波: 1 4 7 10 16 19 22 25 (258);
 * - 蓝波: 2 5 8 11 17 20 23 26 (258; s ↦ 27 − s swaps 绿 and 蓝);
 * - 0, 13, 14 and 27 have no colour (灰, 152 triples): every colour bet loses on them, no tie.
 */
const colours = [
  { id: 'red', name: names('红波', 'Red'), sums: [3, 6, 9, 12, 15, 18, 21, 24] },
  { id: 'green', name: names('绿波', 'Green'), sums: [1, 4, 7, 10, 16, 19, 22, 25] },
  { id: 'blue', name: names('蓝波', 'Blue'), sums: [2, 5, 8, 11, 17, 20, 23, 26] },
];

export const lucky28Colour = itemBet({
  id: 'lucky28.sum.colour',
  family: 'lucky28',
  name: names('波色', 'Colour'),
  group: names('波色', 'Colour'),
  book: 'twoSided',
  items: colours.map(({ id, name, sums }) => ({
    id,
    name,
    probability: fraction(
      sums.reduce((triples, sum) => triples + triplesWithSum(sum), 0),
      1000,
    ),
    wins: (draw) => sums.includes(sumOf(draw)),
  })),
});

import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { chooseBig } from '../keno/hypergeometric.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { specialOf, zodiacOf, zodiacs, type TZodiac } from './mark-six-family.ts';

const group = names('生肖', 'Zodiac');

/**
 * 特肖: the zodiac of the special, in the lunar year of `yearAnimal` (see zodiacOf). The year's
 * own animal (本命) owns five numbers, p = 5/49; every other animal four, p = 4/49. 49 counts as
 * its animal, no tie.
 */
export const markSixSpecialZodiac = (yearAnimal: TZodiac): TBetType =>
  itemBet({
    id: 'marksix.zodiac.special',
    family: 'marksix',
    name: names('特肖', 'Special zodiac'),
    group,
    book: 'twoSided',
    items: zodiacs.map(({ id, name }) => ({
      id,
      name,
      probability: fraction(id === yearAnimal ? 5 : 4, 49),
      wins: (draw) => zodiacOf(specialOf(draw), yearAnimal) === id,
    })),
  });

/**
 * 一肖 (平特一肖): the zodiac appears among all 7 numbers (special included; one win however many
 * of its numbers appear). p = 1 − C(44, 7)/C(49, 7) ≈ 0.5539 for the year's animal (5 numbers),
 * 1 − C(45, 7)/C(49, 7) ≈ 0.4717 for the others (4 numbers).
 */
export const markSixAnyZodiac = (yearAnimal: TZodiac): TBetType =>
  itemBet({
    id: 'marksix.zodiac.any',
    family: 'marksix',
    name: names('一肖', 'Zodiac in draw'),
    group,
    book: 'twoSided',
    items: zodiacs.map(({ id, name }) => {
      const others = id === yearAnimal ? 44 : 45;
      return {
        id,
        name,
        probability: fraction(chooseBig(49, 7) - chooseBig(others, 7), chooseBig(49, 7)),
        wins: (draw: readonly number[]) => draw.some((ball) => zodiacOf(ball, yearAnimal) === id),
      };
    }),
  });

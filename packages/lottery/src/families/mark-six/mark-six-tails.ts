import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { chooseBig } from '../keno/hypergeometric.ts';
import { zodiacOf, zodiacs, type TZodiac } from './mark-six-family.ts';
import { markSixGroupLink, type TBallGroup } from './mark-six-group-link.ts';

const balls = Array.from({ length: 49 }, (_, i) => i + 1);
const tailOf = (ball: number) => ball % 10;

/** Tails 0-9: 0尾 owns 10 20 30 40 (4 numbers), every other tail 5 (1尾: 01 11 21 31 41). */
const tails: readonly TBallGroup[] = Array.from({ length: 10 }, (_, tail) => ({
  id: `tail${tail}`,
  name: names(`${tail}尾`, `Tail ${tail}`),
  balls: balls.filter((ball) => tailOf(ball) === tail),
}));

/**
 * 尾数 (平特尾, brief §3.8): the tail digit appears among all 7 numbers (special included, 49
 * counts, one win however many), p = 1 − C(45, 7)/C(49, 7) ≈ 0.4717 for 0尾 (4 numbers) and
 * 1 − C(44, 7)/C(49, 7) ≈ 0.5539 for the others (5 numbers); no tie.
 */
export const markSixTailAny: TBetType = itemBet({
  id: 'marksix.tail.any',
  family: 'marksix',
  name: names('平特尾', 'Tail in draw'),
  group: names('尾数', 'Tail'),
  book: 'twoSided',
  items: tails.map(({ id, name, balls: owned }) => ({
    id,
    name,
    probability: fraction(chooseBig(49, 7) - chooseBig(49 - owned.length, 7), chooseBig(49, 7)),
    wins: (draw) => draw.some((ball) => owned.includes(ball)),
  })),
});

const linkSizes = [2, 3, 4, 5];
const countZh = ['二', '三', '四', '五'];
const modes = [
  { mode: 'hit', zh: '中', en: 'hit' },
  { mode: 'miss', zh: '不中', en: 'miss' },
] as const;

/**
 * 连尾 中 / 不中, k = 2..5 tails (C(n, k) units): all k tails appear among the 7 (中) or none
 * does (不中). Units with 0尾 win at level `withTail0` (its 4 numbers make 中 rarer and 不中
 * likelier). Ids `marksix.tailLink.hit2`..`hit5`, `miss2`..`miss5`.
 */
export const markSixTailLinks: readonly TBetType[] = modes.flatMap(({ mode, zh, en }) =>
  linkSizes.map((k, i) =>
    markSixGroupLink({
      id: `marksix.tailLink.${mode}${k}`,
      name: names(`${countZh[i]}连尾${zh}`, `${k} tails linked, ${en}`),
      group: names('连尾', 'Linked tails'),
      groups: tails,
      k,
      mode,
      marked: 0,
      markedLevel: { id: 'withTail0', name: names('含0尾', 'With tail 0') },
    }),
  ),
);

/**
 * 连肖 中 / 不中, k = 2..5 zodiacs, in the lunar year of `yearAnimal`: as 连尾, the year's
 * animal (5 numbers, 本命) winning at level `withYearAnimal`. Ids `marksix.zodiacLink.hit2`..
 */
export const markSixZodiacLinks = (yearAnimal: TZodiac): readonly TBetType[] => {
  const groups = zodiacs.map(({ id, name }) => ({
    id,
    name,
    balls: balls.filter((ball) => zodiacOf(ball, yearAnimal) === id),
  }));
  return modes.flatMap(({ mode, zh, en }) =>
    linkSizes.map((k, i) =>
      markSixGroupLink({
        id: `marksix.zodiacLink.${mode}${k}`,
        name: names(`${countZh[i]}连肖${zh}`, `${k} zodiacs linked, ${en}`),
        group: names('连肖', 'Linked zodiacs'),
        groups,
        k,
        mode,
        marked: zodiacs.findIndex((zodiac) => zodiac.id === yearAnimal),
        markedLevel: { id: 'withYearAnimal', name: names('含本命', 'With year animal') },
      }),
    ),
  );
};

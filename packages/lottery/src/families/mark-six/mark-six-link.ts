import type { TBetType } from '../../core/bet-type.ts';
import { names } from '../../core/names.ts';
import { markSixCombination } from './mark-six-combination.ts';

const linkGroup = names('连码', 'Linked numbers');
const allRegular = (k: number) => ({
  id: 'first',
  name: names('全中', 'All on regular'),
  wins: (regular: number) => regular === k,
});

/**
 * 连码 (brief §3.8), C(n, k) units each. Probabilities per unit, of C(49, k) equally likely sets:
 * - 四全中: all 4 on 正码, C(6,4)/C(49,4) = 15/211,876;
 * - 三全中: all 3, C(6,3)/C(49,3) = 20/18,424;
 * - 三中二: 中三 all 3 (20/18,424) or 中二 exactly 2 (C(6,2) × 43 = 645/18,424; the third may be the
 *   special);
 * - 二全中: both on 正码, C(6,2)/C(49,2) = 15/1,176;
 * - 二中特: 中二 both on 正码 (15/1,176) or 中特 one on 正码 and the other the special (6/1,176);
 * - 特串: one on 正码 and the other the special (6/1,176).
 */
export const markSixLinkTypes: readonly TBetType[] = [
  markSixCombination({
    id: 'marksix.link.fourAll',
    name: names('四全中', 'Four all'),
    group: linkGroup,
    k: 4,
    levels: [allRegular(4)],
  }),
  markSixCombination({
    id: 'marksix.link.threeAll',
    name: names('三全中', 'Three all'),
    group: linkGroup,
    k: 3,
    levels: [allRegular(3)],
  }),
  markSixCombination({
    id: 'marksix.link.threeTwo',
    name: names('三中二', 'Three, two hit'),
    group: linkGroup,
    k: 3,
    levels: [
      { id: 'hit3', name: names('中三', 'Three hit'), wins: (regular) => regular === 3 },
      { id: 'hit2', name: names('中二', 'Two hit'), wins: (regular) => regular === 2 },
    ],
  }),
  markSixCombination({
    id: 'marksix.link.twoAll',
    name: names('二全中', 'Two all'),
    group: linkGroup,
    k: 2,
    levels: [allRegular(2)],
  }),
  markSixCombination({
    id: 'marksix.link.twoSpecial',
    name: names('二中特', 'Two or special'),
    group: linkGroup,
    k: 2,
    levels: [
      { id: 'hit2', name: names('中二', 'Both regular'), wins: (regular) => regular === 2 },
      {
        id: 'special',
        name: names('中特', 'Regular and special'),
        wins: (regular, special) => regular === 1 && special === 1,
      },
    ],
  }),
  markSixCombination({
    id: 'marksix.link.specialPair',
    name: names('特串', 'Special pair'),
    group: linkGroup,
    k: 2,
    levels: [
      {
        id: 'first',
        name: names('特串', 'Special pair'),
        wins: (regular, special) => regular === 1 && special === 1,
      },
    ],
  }),
];

const missNames = ['五', '六', '七', '八', '九', '十'];

/**
 * 不中 (五不中..十不中): k numbers, none of them among all 7 drawn (special included):
 * C(42, k)/C(49, k), from 0.446 (k = 5) to 0.179 (k = 10).
 */
export const markSixMissTypes: readonly TBetType[] = missNames.map((zh, i) =>
  markSixCombination({
    id: `marksix.miss.pick${i + 5}`,
    name: names(`${zh}不中`, `Miss ${i + 5}`),
    group: names('不中', 'Miss'),
    k: i + 5,
    levels: [
      {
        id: 'first',
        name: names('不中', 'All missed'),
        wins: (regular, special) => regular === 0 && special === 0,
      },
    ],
  }),
);

import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { sscStar5Direct } from '../ssc/star5-direct.ts';
import { itemBetType } from '../../core/kit/item-bet-type.ts';
import { deriveHashDigits } from './hash-draw.ts';

/**
 * 哈希五星直选: SSC 五星直选复式 on the 5 digits derived from the block hash. Selection, count
 * and expansion are SSC's; only the draw is translated. p = 1e-5.
 */
export const hashStar5Direct: TBetType = {
  ...sscStar5Direct,
  id: 'hash.star5.direct',
  family: 'hash',
  name: names('哈希五星直选', 'Hash 5-star direct'),
  settleUnit: (unit, draw) => sscStar5Direct.settleUnit(unit, deriveHashDigits(draw)),
  settle: (selection, draw) => sscStar5Direct.settle(selection, deriveHashDigits(draw)),
};

/**
 * 哈希尾数大小单双: the last derived digit (个, the hash's last decimal digit): 大 5-9, 小 0-4,
 * 单 / 双; each p = 1/2, no tie.
 */
export const hashLastDigit = itemBetType({
  id: 'hash.last.twoSided',
  family: 'hash',
  name: names('哈希尾数大小单双', 'Hash last digit big / small / odd / even'),
  group: names('尾数', 'Last digit'),
  items: [
    { id: 'big', name: names('大', 'Big'), probability: fraction(1, 2) },
    { id: 'small', name: names('小', 'Small'), probability: fraction(1, 2) },
    { id: 'odd', name: names('单', 'Odd'), probability: fraction(1, 2) },
    { id: 'even', name: names('双', 'Even'), probability: fraction(1, 2) },
  ],
  winners(draw) {
    const last = deriveHashDigits(draw)[4] as number;
    return [last >= 5 ? 'big' : 'small', last % 2 === 1 ? 'odd' : 'even'];
  },
});

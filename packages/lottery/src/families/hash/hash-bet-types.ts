import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { placesHit } from '../../core/win-requirement.ts';
import { sscStar5Direct } from '../ssc/star5-direct.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { isEven, isOdd, sideItem } from '../../core/kit/side-items.ts';
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
  winRequires: (draw) => placesHit('all', [0, 1, 2, 3, 4], deriveHashDigits(draw)),
};

const lastDigit = (draw: readonly number[]) => deriveHashDigits(draw)[4] as number;
const half = fraction(1, 2);

/**
 * 哈希尾数大小单双: the last derived digit (个, the hash's last decimal digit): 大 5-9, 小 0-4,
 * 单 / 双; each p = 1/2, no tie.
 */
export const hashLastDigit = itemBet({
  id: 'hash.last.twoSided',
  family: 'hash',
  name: names('哈希尾数大小单双', 'Hash last digit big / small / odd / even'),
  group: names('尾数', 'Last digit'),
  book: 'twoSided',
  items: [
    sideItem('big', half, lastDigit, (digit) => digit >= 5),
    sideItem('small', half, lastDigit, (digit) => digit <= 4),
    sideItem('odd', half, lastDigit, isOdd),
    sideItem('even', half, lastDigit, isEven),
  ],
});

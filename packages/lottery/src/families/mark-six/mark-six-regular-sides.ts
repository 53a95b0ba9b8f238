import type { TBetType } from '../../core/bet-type.ts';
import { names } from '../../core/names.ts';
import { ballColour, ballSides, singleProperties } from './mark-six-special-sides.ts';

const digits = ['一', '二', '三', '四', '五', '六'];
const group = names('正码1-6', 'Regular 1-6');

/**
 * 正码1-6 两面 (brief §3.8, "as 特码 two-sided on that ball"): one type per 正码 position, with
 * the ten single properties of 特码两面 (no 半特) judged on that ball: each 24/49, and a 49 on the
 * position ties every item (1/49). Ids `marksix.regular.twoSided1`..`6`, like PK10's per-place
 * 两面 types.
 */
export const markSixRegularSides: readonly TBetType[] = digits.map((zh, position) =>
  ballSides(
    {
      id: `marksix.regular.twoSided${position + 1}`,
      name: names(`正码${zh}两面`, `Regular ${position + 1} two-sided`),
      group,
      prefix: '',
    },
    singleProperties,
    (draw) => draw[position] as number,
  ),
);

/** 正码1-6 色波: the colour of that 正码, 红 17/49, 蓝 16/49, 绿 16/49 (49 is 绿, no tie). */
export const markSixRegularColours: readonly TBetType[] = digits.map((zh, position) =>
  ballColour(
    {
      id: `marksix.regular.colour${position + 1}`,
      name: names(`正码${zh}色波`, `Regular ${position + 1} colour`),
      group,
    },
    (draw) => draw[position] as number,
  ),
);

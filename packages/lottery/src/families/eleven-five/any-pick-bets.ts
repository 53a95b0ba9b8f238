import type { TBetType } from '../../core/bet-type.ts';
import { choose } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import {
  combinationBankerBet,
  combinationBet,
  combinationEntriesBet,
  type TCombinationSpec,
} from '../../core/kit/combination-bet.ts';
import { elevenFiveBalls } from './eleven-five-family.ts';

const numerals = ['', '一', '二', '三', '四', '五', '六', '七', '八'];

/**
 * 任选 k 中 min(k, 5) of 11x5, judged on the 5 drawn balls as a set.
 * - k ≤ 5: all k picks drawn, p = C(5,k)/C(11,k): 5/11, 2/11, 2/33, 1/66, 1/462
 *   (3.96 / 9.9 / 29.7 / 118.8 / 831.6 at group 1800).
 * - k > 5: all 5 drawn balls among the k picks, p = C(k,5)/C(11,5): 1/77, 1/22, 4/33
 *   (138.6 / 39.6 / 14.85).
 * 复式 C(n, k) units, 单式 one per typed k-set, 胆拖 C(t, k - d) (none for 任选一).
 */
function anyPickBets(k: number): TBetType[] {
  const match = Math.min(k, 5);
  const zh = `任选${numerals[k]}中${numerals[match]}`;
  const en = `Any ${k}, match ${match}`;
  const probability =
    k <= 5 ? fraction(choose(5, k), choose(11, k)) : fraction(choose(k, 5), choose(11, 5));
  const spec = (method: string, zhName: string, enName: string): TCombinationSpec => ({
    id: `11x5.any.pick${k}of${match}${method}`,
    family: '11x5',
    name: names(`${zh}${zhName}`, `${en}${enName}`),
    group: names('任选', 'Any'),
    k,
    need: match,
    window: (draw) => draw,
    balls: elevenFiveBalls,
    probability,
  });
  return [
    combinationBet(spec('', '复式', '')),
    combinationEntriesBet(spec('Single', '单式', ', typed')),
    ...(k > 1 ? [combinationBankerBet(spec('Banker', '胆拖', ', banker'))] : []),
  ];
}

export const elevenFiveAnyPickBets: readonly TBetType[] = [1, 2, 3, 4, 5, 6, 7, 8].flatMap(
  anyPickBets,
);

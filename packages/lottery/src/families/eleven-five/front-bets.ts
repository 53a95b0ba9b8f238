import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import {
  combinationBankerBet,
  combinationBet,
  combinationEntriesBet,
  type TCombinationSpec,
} from '../../core/kit/combination-bet.ts';
import { directEntriesBet, directRowsBet, type TDirectSpec } from '../../core/kit/direct-bet.ts';
import { elevenFiveBalls, elevenFivePlaces } from './eleven-five-family.ts';

/**
 * 前三 / 前二 of 11x5: the first 3 (or 2) balls.
 * - 直选 (exact order): p = 1/(11·10·9) = 1/990 → 1782 at group 1800; 前二 1/110 → 198.
 * - 组选 (any order): p = 3!/990 = 1/165 → 297; 前二 2/110 = 1/55 → 99.
 * 复式 counts ordered tuples of distinct balls (直选) or C(n, k) (组选); 胆拖 C(t, k - d).
 */
function frontBets(size: 2 | 3): TBetType[] {
  const zh = size === 3 ? '前三' : '前二';
  const en = size === 3 ? 'First 3' : 'First 2';
  const group = names(zh, en);
  const head = (method: string, zhName: string, enName: string) => ({
    id: `11x5.front${size}.${method}`,
    family: '11x5' as const,
    name: names(`${zh}${zhName}`, `${en} ${enName}`),
    group,
  });
  const places = size === 3 ? [0, 1, 2] : [0, 1];
  const direct = (method: string, zhName: string, enName: string): TDirectSpec => ({
    ...head(method, zhName, enName),
    places,
    labels: elevenFivePlaces.slice(0, size),
    balls: elevenFiveBalls,
    probability: fraction(1, size === 3 ? 990 : 110),
  });
  const grouped = (method: string, zhName: string, enName: string): TCombinationSpec => ({
    ...head(method, zhName, enName),
    k: size,
    need: size,
    window: (draw) => draw.slice(0, size),
    balls: elevenFiveBalls,
    probability: fraction(1, size === 3 ? 165 : 55),
  });
  return [
    directRowsBet(direct('direct', '直选复式', 'direct')),
    directEntriesBet(direct('directSingle', '直选单式', 'direct, typed')),
    combinationBet(grouped('group', '组选复式', 'group')),
    combinationEntriesBet(grouped('groupSingle', '组选单式', 'group, typed')),
    combinationBankerBet(grouped('groupBanker', '组选胆拖', 'group, banker')),
  ];
}

export const elevenFiveFrontBets: readonly TBetType[] = [...frontBets(3), ...frontBets(2)];

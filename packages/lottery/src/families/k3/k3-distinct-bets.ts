import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import {
  combinationBankerBet,
  combinationBet,
  type TCombinationSpec,
} from '../../core/kit/combination-bet.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { k3Faces } from './k3-family.ts';

/**
 * 三不同号 (k = 3): a unit of 3 faces wins when the dice show exactly those 3, 3! = 6/216 (64.8
 * at group 1800); a pair or triple shows fewer than 3 faces and never wins. 二不同号 (k = 2): both
 * faces show, 216 - 2·125 + 64 = 30/216 (12.96). 标准 C(n, k) units, 胆拖 C(t, k - d).
 */
function distinctBets(k: 2 | 3): TBetType[] {
  const zh = k === 3 ? '三不同号' : '二不同号';
  const en = k === 3 ? '3 different' : '2 different';
  const spec = (method: string, zhName: string, enName: string): TCombinationSpec => ({
    id: `k3.${k === 3 ? 'three' : 'two'}Distinct.${method}`,
    family: 'k3',
    name: names(`${zh}${zhName}`, `${en}${enName}`),
    group: names(zh, en),
    k,
    need: k,
    window: (draw) => draw,
    balls: k3Faces,
    probability: fraction(k === 3 ? 6 : 30, 216),
    label: names('号码', 'Faces'),
  });
  return [
    combinationBet(spec('standard', '标准', '')),
    combinationBankerBet(spec('banker', '胆拖', ', banker')),
  ];
}

export const k3DistinctBets: readonly TBetType[] = [...distinctBets(3), ...distinctBets(2)];

const sorted = (draw: readonly number[]) => [...draw].sort((a, b) => a - b).join('');
const straights = ['123', '234', '345', '456'];

/** 三连号通选: one fixed unit, wins on any straight 123 234 345 456, 4·3! = 24/216 = 1/9 (16.2). */
export const k3StraightAny: TBetType = itemBet({
  id: 'k3.straight.any',
  family: 'k3',
  name: names('三连号通选', 'Any straight'),
  group: names('三连号', 'Straight'),
  book: 'official',
  items: [
    {
      id: 'all',
      name: names('三连号通选', 'Any straight'),
      probability: fraction(24, 216),
      wins: (draw) => straights.includes(sorted(draw)),
    },
  ],
});

/** 三连号单选 (some products): one chosen straight, 3! = 6/216 = 1/36 (64.8). */
export const k3StraightSingle: TBetType = itemBet({
  id: 'k3.straight.single',
  family: 'k3',
  name: names('三连号单选', 'Straight, exact'),
  group: names('三连号', 'Straight'),
  book: 'official',
  items: straights.map((straight) => ({
    id: straight,
    name: names(straight, straight),
    probability: fraction(6, 216),
    wins: (draw: readonly number[]) => sorted(draw) === straight,
  })),
});

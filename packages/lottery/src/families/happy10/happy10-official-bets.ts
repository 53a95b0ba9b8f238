import type { TBetType } from '../../core/bet-type.ts';
import { choose } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import {
  combinationBankerBet,
  combinationBet,
  type TCombinationSpec,
} from '../../core/kit/combination-bet.ts';
import { directRowsBet } from '../../core/kit/direct-bet.ts';
import { positionBet } from '../../core/kit/position-bet.ts';
import { happy10Balls, happy10Places } from './happy10-family.ts';

const numerals = ['', '一', '二', '三', '四', '五'];

/**
 * 任选N中N, N = 1..5: all N picks among the 8 drawn, p = C(8,N)/C(20,N): 2/5, 14/95, 14/285,
 * 14/969, 7/1938 (4.5 / 12.21 / 36.64 / 124.6 / 498.3 at group 1800). 复式 C(n, N) units,
 * 胆拖 C(t, N - d).
 */
function anyPickBets(n: number): TBetType[] {
  const spec = (method: string, zhName: string, enName: string): TCombinationSpec => ({
    id: `happy10.any.pick${n}${method}`,
    family: 'happy10',
    name: names(`任选${numerals[n]}${zhName}`, `Any ${n}${enName}`),
    group: names('任选', 'Any'),
    k: n,
    need: n,
    window: (draw) => draw,
    balls: happy10Balls,
    probability: fraction(choose(8, n), choose(20, n)),
  });
  return [
    combinationBet(spec('', '', '')),
    ...(n > 1 ? [combinationBankerBet(spec('Banker', '胆拖', ', banker'))] : []),
  ];
}

export const happy10AnyPickBets: readonly TBetType[] = [1, 2, 3, 4, 5].flatMap(anyPickBets);

const front3 = names('前三', 'First 3');

/** 选三前直: the first 3 balls in order, p = 1/(20·19·18) = 1/6840 (12,312 at group 1800). */
export const happy10Front3Direct: TBetType = directRowsBet({
  id: 'happy10.front3.direct',
  family: 'happy10',
  name: names('选三前直', 'First 3 direct'),
  group: front3,
  places: [0, 1, 2],
  labels: happy10Places.slice(0, 3),
  balls: happy10Balls,
  probability: fraction(1, 6840),
});

/** 选三前组: the first 3 balls in any order, C(n, 3) units, p = 3!/6840 = 1/1140 (2052). */
export const happy10Front3Group: TBetType = combinationBet({
  id: 'happy10.front3.group',
  family: 'happy10',
  name: names('选三前组', 'First 3 group'),
  group: front3,
  k: 3,
  need: 3,
  window: (draw) => draw.slice(0, 3),
  balls: happy10Balls,
  probability: fraction(1, 1140),
});

/** 定位: a ball on any of the 8 places, each one unit, p = 1/20 (36 at group 1800). */
export const happy10PositionFixed: TBetType = positionBet({
  id: 'happy10.position.fixed',
  family: 'happy10',
  name: names('定位胆', 'Fixed place'),
  group: names('定位胆', 'Fixed place'),
  places: [0, 1, 2, 3, 4, 5, 6, 7],
  labels: happy10Places,
  balls: happy10Balls,
  probability: fraction(1, 20),
});

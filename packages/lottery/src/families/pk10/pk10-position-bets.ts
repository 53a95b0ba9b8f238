import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { combinationBet } from '../../core/kit/combination-bet.ts';
import { positionBet } from '../../core/kit/position-bet.ts';
import { pk10Cars, pk10Places } from './pk10-family.ts';

/** 定位胆 over the 10 places: each car one unit, p = 1/10 (18 at group 1800). */
export const pk10PositionFixed: TBetType = positionBet({
  id: 'pk10.position.fixed',
  family: 'pk10',
  name: names('定位胆', 'Fixed place'),
  group: names('定位胆', 'Fixed place'),
  places: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  labels: pk10Places,
  balls: pk10Cars,
  probability: fraction(1, 10),
});

/** 不定位 前三 / 后三: each car one unit, wins when among places 1-3 (or 8-10), p = 3/10 (6.0). */
function unpositioned(back: boolean): TBetType {
  return combinationBet({
    id: `pk10.unpositioned.${back ? 'back3' : 'front3'}`,
    family: 'pk10',
    name: back
      ? names('后三不定位', 'Last 3, any place')
      : names('前三不定位', 'First 3, any place'),
    group: names('不定位', 'Any place'),
    k: 1,
    need: 1,
    window: (draw) => (back ? draw.slice(7, 10) : draw.slice(0, 3)),
    balls: pk10Cars,
    probability: fraction(3, 10),
  });
}

export const pk10Unpositioned: readonly TBetType[] = [unpositioned(false), unpositioned(true)];

import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { firstLevel } from '../../core/kit/bet-head.ts';
import { itemBet } from '../../core/kit/item-bet.ts';
import { numberPickBet } from '../../core/kit/number-pick-bet.ts';
import { facesShowing, isTriple, k3Faces } from './k3-family.ts';

/** A face-per-unit type: each picked face wins when at least `times` dice show it. */
function facesBet(id: string, name: TNames, group: TNames, times: number, ways: number): TBetType {
  return numberPickBet({
    id,
    family: 'k3',
    name,
    group,
    field: 'row',
    range: k3Faces,
    label: names('号码', 'Faces'),
    levels: [firstLevel(fraction(ways, 216))],
    levelOf: (face, draw) => (facesShowing(draw, face) >= times ? 'first' : undefined),
  });
}

/** 三同号单选: the picked face on all three dice, 1/216 (388.8 at group 1800). */
export const k3TripleSingle = facesBet(
  'k3.triple.single',
  names('三同号单选', 'Triple, exact'),
  names('三同号', 'Triple'),
  3,
  1,
);

/** 二同号复选: the picked face on at least two dice (a triple counts), 15 + 1 = 16/216 (24.3). */
export const k3PairAny = facesBet(
  'k3.pair.any',
  names('二同号复选', 'Pair, any'),
  names('二同号', 'Pair'),
  2,
  16,
);

/** 单挑一骰: the picked face on at least one die, 216 - 125 = 91/216 (4.27); paid once. */
export const k3DieGuess = facesBet(
  'k3.die.guess',
  names('单挑一骰', 'One die'),
  names('单挑一骰', 'One die'),
  1,
  91,
);

/** 三同号通选: a single fixed unit that wins on any of the 6 triples, 6/216 = 1/36 (64.8). */
export const k3TripleAny: TBetType = itemBet({
  id: 'k3.triple.any',
  family: 'k3',
  name: names('三同号通选', 'Any triple'),
  group: names('三同号', 'Triple'),
  book: 'official',
  items: [
    {
      id: 'all',
      name: names('三同号通选', 'Any triple'),
      probability: fraction(6, 216),
      wins: isTriple,
    },
  ],
});

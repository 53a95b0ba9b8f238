import type { TBetType } from '../../core/bet-type.ts';
import { pk10GuessBets } from './pk10-guess-bets.ts';
import { pk10PositionFixed, pk10Unpositioned } from './pk10-position-bets.ts';
import { pk10Top2Sum } from './pk10-sum-bets.ts';
import { pk10TwoSidedBets } from './pk10-two-sided-bets.ts';

export { pk10Family } from './pk10-family.ts';

/** Every PK10 bet type: 猜冠军 / 猜前N, 定位胆, 不定位, 冠亚和值, then the two-sided book. */
export const pk10Types: readonly TBetType[] = [
  ...pk10GuessBets,
  pk10PositionFixed,
  ...pk10Unpositioned,
  pk10Top2Sum,
  ...pk10TwoSidedBets,
];

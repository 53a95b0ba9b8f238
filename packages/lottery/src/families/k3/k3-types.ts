import type { TBetType } from '../../core/bet-type.ts';
import { k3DieCount } from './k3-die-count.ts';
import { k3DistinctBets, k3StraightAny, k3StraightSingle } from './k3-distinct-bets.ts';
import { k3DieGuess, k3PairAny, k3TripleAny, k3TripleSingle } from './k3-face-bets.ts';
import { k3Sum, k3SumBigSmall, k3TwoSidedSum } from './k3-sum-bets.ts';
import { k3PairSingle } from './pair-single.ts';

export { k3Family } from './k3-family.ts';

/** Every K3 bet type: the official book, then the two-sided 和值 (通杀 on triples)
 * and 单挑一骰 by count. */
export const k3Types: readonly TBetType[] = [
  k3Sum,
  k3SumBigSmall,
  k3TripleAny,
  k3TripleSingle,
  k3PairAny,
  k3PairSingle,
  ...k3DistinctBets,
  k3StraightAny,
  k3StraightSingle,
  k3DieGuess,
  k3TwoSidedSum,
  k3DieCount,
];

import type { TBetType } from '../../core/bet-type.ts';
import { happy10AdjacentDirect, happy10AdjacentGroup } from './adjacent-bets.ts';
import {
  happy10AnyPickBets,
  happy10Front3Direct,
  happy10Front3Group,
  happy10PositionFixed,
} from './happy10-official-bets.ts';
import { happy10TwoSidedBets } from './happy10-two-sided-bets.ts';

export { happy10Family } from './happy10-family.ts';

/** Every Happy 10 bet type: 任选, 选三前直/组, 选二连直/组, 定位, then the two-sided book. */
export const happy10Types: readonly TBetType[] = [
  ...happy10AnyPickBets,
  happy10Front3Direct,
  happy10Front3Group,
  happy10AdjacentDirect,
  happy10AdjacentGroup,
  happy10PositionFixed,
  ...happy10TwoSidedBets,
];

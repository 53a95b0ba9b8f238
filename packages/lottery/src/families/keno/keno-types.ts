import type { TBetType } from '../../core/bet-type.ts';
import { kenoOddEven, kenoUpDown } from './keno-board.ts';
import { kenoPickTypes } from './keno-pick.ts';
import { kenoSum810, kenoSumBigSmall, kenoSumCombo, kenoSumOddEven } from './keno-sum.ts';

export { kenoFamily } from './keno-family.ts';

/** Every Keno / KL8 bet type: 任选一..十 (official book) and the two-sided 盘 and 总和 items. */
export const kenoTypes: readonly TBetType[] = [
  ...kenoPickTypes,
  kenoUpDown,
  kenoOddEven,
  kenoSumBigSmall,
  kenoSumOddEven,
  kenoSumCombo,
  kenoSum810,
];

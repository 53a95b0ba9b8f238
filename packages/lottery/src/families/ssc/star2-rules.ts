import { names } from '../../core/names.ts';
import type { TWindowRule } from './window-rule.ts';
import { directRule, singleRule } from './window-direct.ts';
import { groupRowLabels, groupRule } from './window-group.ts';
import { groupSingleRule } from './window-group-single.ts';
import { groupBankerRule, groupSumRule } from './window-group-sum.ts';
import { spanRule, sumRule } from './window-sum-span.ts';

/** 二星组选复式: one set, n ≥ 2; C(n,2) pairs of distinct digits; a drawn pair (11) never wins. */
export const star2GroupRule = groupRule({
  size: 2,
  method: 'group',
  name: names('组选复式', 'group'),
  rowLabels: [groupRowLabels.digits],
  roles: [{ row: 0, multiplicity: 1, picks: 2 }],
});

/** 二星组选单式: typed pairs of distinct digits (12 = 21); 11 is refused as entryLeopard. */
export const star2GroupSingleRule = groupSingleRule({
  size: 2,
  method: 'groupSingle',
  name: names('组选单式', 'group, typed'),
  patterns: ['11'],
});

/** Every 二星 type, sold on 前二 / 后二. p: 直选 1/100 (180 at 1800), 组选 2/100 (90). */
export const star2Rules: readonly TWindowRule[] = [
  directRule(2),
  singleRule(2),
  sumRule(2),
  spanRule(2),
  star2GroupRule,
  star2GroupSingleRule,
  groupSumRule(2),
  groupBankerRule(2),
];

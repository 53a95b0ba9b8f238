import type { TBetType } from '../../core/bet-type.ts';
import { names } from '../../core/names.ts';
import { anyCheckboxType } from './any-checkbox.ts';
import { anyDirectType } from './any-direct.ts';
import { star2GroupRule, star2GroupSingleRule } from './star2-rules.ts';
import {
  star3Group3Rule,
  star3Group3SingleRule,
  star3Group6Rule,
  star3Group6SingleRule,
  star3GroupMixedRule,
} from './star3-rules.ts';
import { singleRule } from './window-direct.ts';
import { groupRowLabels, groupRule, type TGroupSpec } from './window-group.ts';
import { groupSumRule } from './window-group-sum.ts';
import { sumRule } from './window-sum-span.ts';

const { digits, pair, triple, single } = groupRowLabels;

const any4Group = (method: string, zh: string, spec: Pick<TGroupSpec, 'rowLabels' | 'roles'>) =>
  groupRule({ size: 4, method, name: names(zh, method.replace('group', 'group ')), ...spec });

/**
 * 任四组选 on each 4-subset of the check-boxes: 24 = ABCD, C(n,4); 12 = AABC, Σ_d C(|S∖d|,2);
 * 6 = AABB, C(|D|,2); 4 = AAAB, Σ_t |S∖t|. p = 24, 12, 6, 4 × 1e-4 (750 / 1500 / 3000 / 4500).
 */
const any4GroupRules = [
  any4Group('group24', '组选24', {
    rowLabels: [digits],
    roles: [{ row: 0, multiplicity: 1, picks: 4 }],
  }),
  any4Group('group12', '组选12', {
    rowLabels: [pair, single],
    roles: [
      { row: 0, multiplicity: 2, picks: 1 },
      { row: 1, multiplicity: 1, picks: 2 },
    ],
  }),
  any4Group('group6', '组选6', {
    rowLabels: [pair],
    roles: [{ row: 0, multiplicity: 2, picks: 2 }],
  }),
  any4Group('group4', '组选4', {
    rowLabels: [triple, single],
    roles: [
      { row: 0, multiplicity: 3, picks: 1 },
      { row: 1, multiplicity: 1, picks: 1 },
    ],
  }),
];

/**
 * 任二 / 任三 / 任四 (SSC): 直选复式 on five rows, and the 单式 / 组选 / 和值 types with position
 * check-boxes, each the 二星 / 三星 / 四星 rule of the same name on every k-subset of the boxes.
 */
export const anyTypes: readonly TBetType[] = [
  anyDirectType(2),
  ...[singleRule(2), sumRule(2), star2GroupRule, star2GroupSingleRule, groupSumRule(2)].map(
    anyCheckboxType,
  ),
  anyDirectType(3),
  ...[
    singleRule(3),
    sumRule(3),
    star3Group3Rule,
    star3Group3SingleRule,
    star3Group6Rule,
    star3Group6SingleRule,
    star3GroupMixedRule,
    groupSumRule(3),
  ].map(anyCheckboxType),
  anyDirectType(4),
  ...[singleRule(4), ...any4GroupRules].map(anyCheckboxType),
];

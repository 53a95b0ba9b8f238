import { names } from '../../core/names.ts';
import type { TWindowRule } from './window-rule.ts';
import { directRule, singleRule } from './window-direct.ts';
import { groupRowLabels, groupRule } from './window-group.ts';
import { groupSingleRule } from './window-group-single.ts';
import { groupBankerRule, groupSumRule } from './window-group-sum.ts';
import { spanRule, sumRule } from './window-sum-span.ts';
import { star3ComboRule } from './star3-combo.ts';
import { specialRule, sumTailRule } from './star3-special.ts';

const { digits } = groupRowLabels;

/** 组三复式: one set, n ≥ 2; each ordered pair A ≠ B is the unit AAB, n(n−1); p 3/1000 (600). */
export const star3Group3Rule = groupRule({
  size: 3,
  method: 'group3',
  name: names('组三复式', 'group 3'),
  rowLabels: [digits],
  roles: [
    { row: 0, multiplicity: 2, picks: 1 },
    { row: 0, multiplicity: 1, picks: 1 },
  ],
});

/** 组六复式: one set, n ≥ 3; C(n,3) units of three distinct digits; p 6/1000 (300). */
export const star3Group6Rule = groupRule({
  size: 3,
  method: 'group6',
  name: names('组六复式', 'group 6'),
  rowLabels: [digits],
  roles: [{ row: 0, multiplicity: 1, picks: 3 }],
});

export const star3Group3SingleRule = groupSingleRule({
  size: 3,
  method: 'group3Single',
  name: names('组三单式', 'group 3, typed'),
  patterns: ['21'],
});

export const star3Group6SingleRule = groupSingleRule({
  size: 3,
  method: 'group6Single',
  name: names('组六单式', 'group 6, typed'),
  patterns: ['111'],
});

export const star3GroupMixedRule = groupSingleRule({
  size: 3,
  method: 'groupMixed',
  name: names('混合组选', 'mixed group, typed'),
  patterns: ['21', '111'],
});

/** Every 三星 type, sold on 前三 / 中三 / 后三 (SSC, P5) and on the whole 3D / PL3 draw. */
export const star3Rules: readonly TWindowRule[] = [
  directRule(3),
  singleRule(3),
  sumRule(3),
  spanRule(3),
  star3ComboRule,
  star3Group3Rule,
  star3Group6Rule,
  star3Group3SingleRule,
  star3Group6SingleRule,
  star3GroupMixedRule,
  groupSumRule(3),
  groupBankerRule(3),
  sumTailRule,
  specialRule,
];

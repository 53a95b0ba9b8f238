import type { TBetType } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { groupPatternType, role, roleLabels, type TGroupRole } from './star5-group.ts';

const star4 = (method: string, zh: string, roles: readonly TGroupRole[], orderings: number) =>
  groupPatternType({
    id: `ssc.star4.${method}`,
    name: names(`四星${zh}`, `4-star ${method.replace('group', 'group ')}`),
    group: names('四星', '4 stars'),
    window: [1, 2, 3, 4],
    roles,
    probability: fraction(orderings, 10_000),
  });

const { any, single, pair, triple } = roleLabels;

/**
 * 四星组选 over 千百十个: 24 = ABCD, C(n,4); 12 = AABC, Σ_d C(|S∖d|, 2); 6 = AABB, C(|D|, 2);
 * 4 = AAAB, Σ_t |S∖t|. p = 24, 12, 6, 4 × 1e-4 (750 / 1500 / 3000 / 4500 at 1800).
 */
export const sscStar4GroupTypes: readonly TBetType[] = [
  star4('group24', '组选24', [role(any, 1, 4)], 24),
  star4('group12', '组选12', [role(pair, 2, 1), role(single, 1, 2)], 12),
  star4('group6', '组选6', [role(pair, 2, 2)], 6),
  star4('group4', '组选4', [role(triple, 3, 1), role(single, 1, 1)], 4),
];

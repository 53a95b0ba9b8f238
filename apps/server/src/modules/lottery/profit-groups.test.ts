import { lotteryCategories } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { profitGroupIdOf, profitGroups } from './profit-groups.ts';

describe('profit groups', () => {
  it('put every lottery category in exactly one group', () => {
    const listed = profitGroups.flatMap((group) => group.categoryIds);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort((a, b) => a - b)).toEqual(
      lotteryCategories.map((category) => category.id).sort((a, b) => a - b),
    );
    expect(new Set(profitGroups.map((group) => group.id)).size).toBe(profitGroups.length);
  });

  it('answer the group of a category and refuse a category outside the table', () => {
    expect(profitGroupIdOf(1)).toBe(1);
    expect(profitGroupIdOf(7)).toBe(profitGroupIdOf(11));
    expect(() => profitGroupIdOf(999)).toThrow(/no profit group/);
  });
});

import { findBetType, type TBetType } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { selectionText } from './selection-text.ts';

const typeOf = (id: string) => findBetType(id) as TBetType;

describe('selectionText', () => {
  it('writes rows by position, two-digit balls padded', () => {
    expect(
      selectionText(typeOf('ssc.star5.direct'), { rows: [[1, 2], [3], [4], [5], [6]] }, 'zh-CN'),
    ).toBe('1 2 | 3 | 4 | 5 | 6');
    expect(selectionText(typeOf('11x5.front3.direct'), { rows: [[1], [2], [11]] }, 'en')).toBe(
      '01 | 02 | 11',
    );
  });

  it("names items in the page's language and in the type's order", () => {
    const sum = typeOf('11x5.twoSided.sum');
    expect(selectionText(sum, { items: ['odd', 'big'] }, 'zh-CN')).toBe('大 单');
    expect(selectionText(sum, { items: ['odd', 'big'] }, 'en')).toBe('Big Odd');
  });
});

import { describe, expect, it } from 'vitest';
import { describeSelection, shownEntriesMax } from './describe-selection.ts';

describe('describeSelection', () => {
  it('names the rows that have picks', () => {
    expect(
      describeSelection('ssc.star5.direct', { rows: [[1, 2], [3], [], [], [9]] }, 'en'),
    ).toEqual([
      { label: 'Ten-thousands', value: '1 2', hiddenCount: 0 },
      { label: 'Thousands', value: '3', hiddenCount: 0 },
      { label: 'Units', value: '9', hiddenCount: 0 },
    ]);
  });

  it('pads two-digit balls and names two-sided items in the language', () => {
    expect(
      describeSelection('11x5.front3.direct', { rows: [[1, 11], [3], [4]] }, 'en')[0]?.value,
    ).toBe('01 11');
    expect(describeSelection('11x5.twoSided.sum', { items: ['big', 'odd'] }, 'zh-CN')).toEqual([
      { label: null, value: '大 单', hiddenCount: 0 },
    ]);
  });

  it('shows the checked positions before the picks', () => {
    const lines = describeSelection('ssc.any2.sum', { positions: [0, 4], sums: [3, 17] }, 'zh-CN');
    expect(lines.map((l) => l.value)).toEqual(['万位 个位', '3 17']);
  });

  it('shows the first typed entries and counts the rest', () => {
    const entries = Array.from({ length: shownEntriesMax + 5 }, (_, i) =>
      String(i).padStart(5, '0'),
    );
    const [entryLine] = describeSelection('ssc.star5.single', { entries }, 'en');
    expect(entryLine?.value.split(' ')).toHaveLength(shownEntriesMax);
    expect(entryLine?.hiddenCount).toBe(5);
  });

  it('falls back to the raw picks for an unknown bet type', () => {
    expect(describeSelection('nope.nope', { rows: [[1], [2]] }, 'en').map((l) => l.value)).toEqual([
      '1',
      '2',
    ]);
  });
});

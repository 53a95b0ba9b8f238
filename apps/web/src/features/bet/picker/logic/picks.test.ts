import { findBetType, type TBetType } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { canExclude, emptyPicks, picksOf, picksReducer, selectionOf } from './picks.ts';

const typeOf = (id: string): TBetType => {
  const type = findBetType(id);
  if (!type) throw new Error(id);
  return type;
};

describe('picks', () => {
  it('toggles balls in order and applies a quick pick to one row', () => {
    const { shape } = typeOf('ssc.star5.direct');
    let picks = emptyPicks(shape);
    picks = picksReducer(picks, { type: 'toggleMark', row: 0, value: 7 });
    picks = picksReducer(picks, { type: 'toggleMark', row: 0, value: 2 });
    picks = picksReducer(picks, {
      type: 'quickPick',
      row: 1,
      kind: 'odd',
      range: { min: 0, max: 9 },
    });
    expect(selectionOf(shape, picks, []).rows).toEqual([[2, 7], [1, 3, 5, 7, 9], [], [], []]);
    picks = picksReducer(picks, { type: 'toggleMark', row: 0, value: 7 });
    expect(picks.marks[0]).toEqual([2]);
  });

  it('turns exclude-mode marks into their complement, and back for a random pick', () => {
    const { shape } = typeOf('keno.any.pick5');
    const picks = { ...emptyPicks(shape), isExcluding: true, marks: [[1, 2, 3]] };
    const selection = selectionOf(shape, picks, []);
    expect(selection.rows?.[0]).toHaveLength(77);
    expect(selection.rows?.[0]?.[0]).toBe(4);
    expect(picksOf(shape, selection, true).marks).toEqual([[1, 2, 3]]);
  });

  it('offers exclude mode only where every row may take every ball', () => {
    expect(canExclude(typeOf('ssc.star5.direct').shape)).toBe(true);
    expect(canExclude(typeOf('ssc.any2.group').shape)).toBe(true);
    expect(canExclude(typeOf('11x5.front3.groupBanker').shape)).toBe(false);
    expect(canExclude(typeOf('ssc.fixed.digit').shape)).toBe(false);
    expect(canExclude(typeOf('k3.sum.sum').shape)).toBe(false);
    expect(canExclude(typeOf('ssc.star5.single').shape)).toBe(false);
  });

  it('builds sums, items in shape order, entries and positions', () => {
    const sums = typeOf('k3.sum.sum').shape;
    expect(selectionOf(sums, { ...emptyPicks(sums), marks: [[10, 11]] }, [])).toEqual({
      sums: [10, 11],
    });
    const items = typeOf('ssc.front3.special').shape;
    expect(selectionOf(items, { ...emptyPicks(items), items: ['pair', 'leopard'] }, [])).toEqual({
      items: ['leopard', 'pair'],
    });
    const typed = typeOf('ssc.any2.single').shape;
    const picks = picksReducer(emptyPicks(typed), { type: 'togglePosition', position: 4 });
    expect(selectionOf(typed, picks, ['12'])).toEqual({ positions: [4], entries: ['12'] });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import {
  arbitraryDraw,
  arbitraryRows,
  checkBetTypeLaws,
} from '../../test-support/bet-type-laws.ts';
import { markSixLinkTypes, markSixMissTypes } from './mark-six-link.ts';

const byId = (id: string) =>
  [...markSixLinkTypes, ...markSixMissTypes].find((type) => type.id === id) as TBetType;
const draw = [1, 2, 3, 4, 5, 6, 7]; // 正码 1-6, 特码 7

describe('mark six 连码 and 不中', () => {
  it.each([
    ['marksix.link.fourAll', [1, 2, 3, 4, 5], 5],
    ['marksix.link.threeAll', [1, 2, 3, 4, 5], 10],
    ['marksix.link.twoAll', [1, 2, 3, 4], 6],
    ['marksix.miss.pick10', Array.from({ length: 12 }, (_, i) => i + 20), 66],
  ])('%s of %j counts %i units', (id, row, units) => {
    expect(byId(id).count({ rows: [row] })).toBe(units);
  });

  it.each([
    ['marksix.link.fourAll', [1, 2, 3, 4, 7], { first: 1 }],
    ['marksix.link.threeAll', [1, 2, 3, 7], { first: 1 }],
    // 1 2 3 4 with 7 and 40: 中三 C(4,3) = 4; 中二 C(4,2) × 2 others = 12.
    ['marksix.link.threeTwo', [1, 2, 3, 4, 7, 40], { hit3: 4, hit2: 12 }],
    ['marksix.link.threeTwo', [1, 40, 41], {}],
    ['marksix.link.twoAll', [1, 2, 7], { first: 1 }],
    // {1,2} 中二; {1,7} and {2,7} 中特; {x,40} nothing.
    ['marksix.link.twoSpecial', [1, 2, 7, 40], { hit2: 1, special: 2 }],
    ['marksix.link.specialPair', [1, 2, 7, 40], { first: 2 }],
    ['marksix.link.specialPair', [1, 2, 40], {}],
    ['marksix.miss.pick5', [10, 11, 12, 13, 14, 7], { first: 1 }], // the special counts as drawn
    ['marksix.miss.pick5', [10, 11, 12, 13, 14, 15], { first: 6 }],
  ])('%s of %j wins %j', (id, row, wins) => {
    expect(byId(id).settle({ rows: [row] }, draw)).toEqual(wins);
  });

  it('names the fault of a bad selection', () => {
    expect(byId('marksix.link.threeTwo').validate({ rows: [[1, 2]] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'rows[0]' },
    });
    expect(byId('marksix.miss.pick5').validate({ rows: [[0, 1, 2, 3, 4]] })).toEqual({
      ok: false,
      fault: { code: 'outOfRange', at: 'rows[0]' },
    });
  });

  it.each([...markSixLinkTypes, ...markSixMissTypes].map((type) => [type.id, type] as const))(
    '%s obeys the laws',
    (_id, type) => {
      const k = (type.shape.kind === 'rows' && type.shape.rows[0]?.minPicks) || 1;
      const draws = fc.oneof(arbitraryDraw(7, 1, 49, true), arbitraryDraw(7, 1, 14, true));
      checkBetTypeLaws(type, arbitraryRows(1, 1, 14, k, Math.min(14, k + 3)), draws, 60);
    },
  );
});

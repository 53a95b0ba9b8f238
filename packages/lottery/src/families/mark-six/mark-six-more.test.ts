import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { markSixHalfWave } from './mark-six-half-wave.ts';
import { markSixRegularColours, markSixRegularSides } from './mark-six-regular-sides.ts';
import { markSixTailAny, markSixTailLinks, markSixZodiacLinks } from './mark-six-tails.ts';
import { markSixTypesFor } from './mark-six-types.ts';

const newTypes = [
  markSixHalfWave,
  ...markSixRegularSides,
  ...markSixRegularColours,
  markSixTailAny,
  ...markSixZodiacLinks('horse'),
  ...markSixTailLinks,
];
const byId = (id: string) => newTypes.find((type) => type.id === id) as TBetType;
const itemIds = ({ shape }: TBetType) =>
  shape.kind === 'items' ? shape.items.map((i) => i.id) : [];
const all = (id: string) => ({ items: itemIds(byId(id)) });
/** 马 year: 01 13 马, 02 蛇, 20 猪, 30 牛, 40 兔, 48 羊. */
const zodiacDraw = [1, 13, 2, 20, 30, 40, 48];
/** Tails 0 1 1 5 2 3 9; the special 49 counts for 9尾. */
const tailDraw = [10, 21, 31, 45, 2, 3, 49];

describe('mark six: 半波, 正码1-6, 平特尾, 连肖, 连尾', () => {
  it.each<[string, TSelection, number]>([
    ['marksix.special.halfWave', all('marksix.special.halfWave'), 18],
    ['marksix.regular.twoSided1', all('marksix.regular.twoSided1'), 10],
    ['marksix.regular.colour6', { items: ['red', 'blue'] }, 2],
    ['marksix.tail.any', all('marksix.tail.any'), 10],
    ['marksix.zodiacLink.hit2', { items: ['horse', 'snake', 'pig', 'rat'] }, 6],
    ['marksix.zodiacLink.miss5', all('marksix.zodiacLink.miss5'), 792], // C(12, 5)
    ['marksix.tailLink.hit3', { items: ['tail0', 'tail1', 'tail2', 'tail4'] }, 4],
    ['marksix.tailLink.miss4', all('marksix.tailLink.miss4'), 210], // C(10, 4)
  ])('%s %j counts %i', (id, selection, units) => {
    expect(byId(id).validate(selection)).toEqual({ ok: true });
    expect(byId(id).count(selection)).toBe(units);
  });

  it.each<[string, TSelection, number[], Record<string, number>]>([
    // 29: 红, 大, 单, digit sum 11 单.
    [
      'marksix.special.halfWave',
      all('marksix.special.halfWave'),
      [1, 2, 3, 4, 5, 6, 29],
      { redBig: 1, redOdd: 1, redSumOdd: 1 },
    ],
    // 49 is 绿 but ties every 半波 cell, like 特码两面.
    [
      'marksix.special.halfWave',
      { items: ['greenBig', 'redSmall'] },
      [1, 2, 3, 4, 5, 6, 49],
      { tie: 2 },
    ],
    [
      'marksix.regular.twoSided1',
      all('marksix.regular.twoSided1'),
      [38, 1, 2, 3, 4, 5, 6],
      { big: 1, even: 1, sumBig: 1, sumOdd: 1, tailBig: 1 },
    ],
    ['marksix.regular.twoSided2', { items: ['big', 'odd'] }, [38, 49, 2, 3, 4, 5, 6], { tie: 2 }],
    // The special 49 does not touch 正码 bets.
    ['marksix.regular.twoSided2', { items: ['small'] }, [38, 1, 2, 3, 4, 5, 49], { small: 1 }],
    ['marksix.regular.colour3', { items: ['green', 'red'] }, [1, 2, 5, 3, 4, 6, 7], { green: 1 }],
    ['marksix.regular.colour2', { items: ['green'] }, [1, 49, 5, 3, 4, 6, 7], { green: 1 }],
    [
      'marksix.tail.any',
      all('marksix.tail.any'),
      tailDraw,
      { tail0: 1, tail1: 1, tail2: 1, tail3: 1, tail5: 1, tail9: 1 },
    ],
    // 马 蛇 猪 drawn, 鼠 not: 蛇猪 (first), 马蛇 and 马猪 (含本命).
    [
      'marksix.zodiacLink.hit2',
      { items: ['horse', 'snake', 'pig', 'rat'] },
      zodiacDraw,
      { first: 1, withYearAnimal: 2 },
    ],
    // 鼠 虎 龙 absent (3 pairs), 马 drawn.
    [
      'marksix.zodiacLink.miss2',
      { items: ['rat', 'tiger', 'dragon', 'horse'] },
      zodiacDraw,
      { first: 3 },
    ],
    [
      'marksix.zodiacLink.hit5',
      { items: ['horse', 'snake', 'pig', 'ox', 'rabbit'] },
      zodiacDraw,
      { withYearAnimal: 1 },
    ],
    [
      'marksix.zodiacLink.hit5',
      { items: ['goat', 'snake', 'pig', 'ox', 'rabbit'] },
      zodiacDraw,
      { first: 1 },
    ],
    // 0 1 2 drawn, 4 not: only 0-1-2, which has 0尾.
    [
      'marksix.tailLink.hit3',
      { items: ['tail0', 'tail1', 'tail2', 'tail4'] },
      tailDraw,
      { withTail0: 1 },
    ],
    [
      'marksix.tailLink.miss2',
      { items: ['tail4', 'tail6', 'tail7', 'tail0'] },
      tailDraw,
      { first: 3 },
    ],
    ['marksix.tailLink.miss2', { items: ['tail4', 'tail6', 'tail9'] }, tailDraw, { first: 1 }],
  ])('%s %j against %j wins %j', (id, selection, draw, wins) => {
    expect(byId(id).settle(selection, draw)).toEqual(wins);
  });

  it('names the fault of a bad selection', () => {
    expect(byId('marksix.zodiacLink.hit3').validate({ items: ['rat', 'ox'] })).toEqual({
      ok: false,
      fault: { code: 'tooFew', at: 'items' },
    });
    expect(byId('marksix.tailLink.miss2').validate({ items: ['tail1', 'tail10'] })).toEqual({
      ok: false,
      fault: { code: 'unknownItem', at: 'items[1]' },
    });
    expect(byId('marksix.special.halfWave').validate({ items: ['red'] })).toMatchObject({
      fault: { code: 'unknownItem' },
    });
  });

  it('keeps ids across years and rebuilds 连肖 for the year animal', () => {
    const ids = (types: readonly TBetType[]) => types.map((type) => type.id);
    expect(ids(markSixTypesFor('dragon'))).toEqual(ids(markSixTypesFor('horse')));
    const dragon = markSixZodiacLinks('dragon')[0] as TBetType;
    // 龙 year: 01 is 龙, 02 兔.
    expect(dragon.settle({ items: ['dragon', 'rabbit'] }, [1, 2, 3, 4, 5, 6, 7])).toEqual({
      withYearAnimal: 1,
    });
  });

  it.each(newTypes.map((type) => [type.id, type] as const))('%s obeys the laws', (_id, type) => {
    const k = /Link\./.test(type.id) ? Number(type.id.slice(-1)) : 1;
    const items = fc.subarray(itemIds(type), { minLength: k }).map((picked) => ({ items: picked }));
    // Numbers 40-49 make 49 (ties) and repeated zodiacs / tails frequent.
    const draws = fc.oneof(arbitraryDraw(7, 1, 49, true), arbitraryDraw(7, 40, 49, true));
    checkBetTypeLaws(type, items, draws, 60);
  });
});

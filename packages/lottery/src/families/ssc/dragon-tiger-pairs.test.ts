import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { sscDragonTigerTypes } from './dragon-tiger-pairs.ts';

const type = (pair: string): TBetType => {
  const found = sscDragonTigerTypes.find((t) => t.id === `ssc.dragonTiger.${pair}`);
  if (!found) throw new Error(pair);
  return found;
};

describe('ssc.dragonTiger 龙虎和', () => {
  it('has the 10 position pairs, left position first', () => {
    expect(sscDragonTigerTypes.map((t) => t.id.replace('ssc.dragonTiger.', ''))).toEqual([
      'w-q',
      'w-b',
      'w-s',
      'w-g',
      'q-b',
      'q-s',
      'q-g',
      'b-s',
      'b-g',
      's-g',
    ]);
    expect(type('w-g').name).toEqual({
      zh: '龙虎和 万个',
      en: 'Dragon/tiger/tie, Ten-thousands v Units',
    });
  });

  it.each([
    ['w-g', [5, 0, 0, 0, 3], { dragon: 1 }],
    ['w-g', [3, 9, 9, 9, 3], { tie: 1 }],
    ['w-g', [3, 0, 0, 0, 5], {}],
    ['s-g', [9, 9, 9, 4, 4], { tie: 1 }],
    ['q-b', [0, 1, 2, 0, 0], {}],
    ['q-b', [0, 2, 1, 0, 0], { dragon: 1 }],
  ])('%s against %j with 龙 and 和 wins %j', (pair, draw, wins) => {
    expect(type(pair).settle({ items: ['dragon', 'tie'] }, draw)).toEqual(wins);
  });

  it('counts one unit per item and pays 虎 when the first is smaller', () => {
    const selection = { items: ['dragon', 'tiger', 'tie'] };
    expect(type('b-s').count(selection)).toBe(3);
    expect(type('b-s').settle(selection, [9, 9, 1, 8, 9])).toEqual({ tiger: 1 });
  });

  it.each([
    [{ items: ['phoenix'] }, 'unknownItem', 'items[0]'],
    [{ items: ['tie', 'tie'] }, 'duplicate', 'items[1]'],
    [{}, 'shape', 'items'],
  ])('refuses %j: %s at %s', (selection, code, at) => {
    expect(type('w-q').validate(selection)).toEqual({ ok: false, fault: { code, at } });
  });

  it.each(sscDragonTigerTypes.map((t) => [t.id, t] as const))(
    '%s obeys the laws of every bet type',
    (_id, betType) => {
      const selections = fc
        .subarray(['dragon', 'tiger', 'tie'], { minLength: 1 })
        .map((items) => ({ items }));
      const draws = fc.oneof(arbitraryDraw(5, 0, 9, false), arbitraryDraw(5, 0, 1, false));
      checkBetTypeLaws(betType, selections, draws, 50);
    },
  );
});

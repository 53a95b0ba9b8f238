import {
  betTypesOf,
  bigSmallAt,
  findBetType,
  oddEvenAt,
  roadOf,
  type TBetType,
  type TFamilyId,
} from '@lottery/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luzhuLanesOf, luzhuTypesOf } from './luzhu-lanes.ts';
import { laneRoadsOf } from './luzhu-roads.ts';

function typeOf(id: string): TBetType {
  const type = findBetType(id);
  if (!type) throw new Error(`no ${id}`);
  return type;
}

const officialOf = (family: TFamilyId) =>
  betTypesOf(family).filter((type) => type.book === 'official');

describe('luzhuLanesOf', () => {
  it('reads one lane per position of an SSC 大小单双 window, named after the position', () => {
    expect(luzhuLanesOf(typeOf('ssc.bigSmall.back2'))).toEqual([
      {
        key: 's',
        name: { zh: '十位', en: 'Tens' },
        items: { big: 's.big', small: 's.small', odd: 's.odd', even: 's.even' },
      },
      {
        key: 'g',
        name: { zh: '个位', en: 'Units' },
        items: { big: 'g.big', small: 'g.small', odd: 'g.odd', even: 'g.even' },
      },
    ]);
    expect(luzhuLanesOf(typeOf('ssc.bigSmall.front3'))?.map((lane) => lane.name?.zh)).toEqual([
      '万位',
      '千位',
      '百位',
    ]);
  });

  it('reads a single unnamed lane for a sum type', () => {
    expect(luzhuLanesOf(typeOf('k3.sum.bigSmallOddEven'))).toEqual([
      {
        key: '',
        name: undefined,
        items: { big: 'big', small: 'small', odd: 'odd', even: 'even' },
      },
    ]);
  });

  it('leaves out other item types and the two-sided book', () => {
    expect(luzhuLanesOf(typeOf('ssc.dragonTiger.w-q'))).toBeUndefined();
    expect(luzhuLanesOf(typeOf('ssc.front3.special'))).toBeUndefined();
    expect(luzhuLanesOf(typeOf('11x5.fun.oddEven'))).toBeUndefined();
    expect(luzhuLanesOf(typeOf('k3.twoSided.sum'))).toBeUndefined();
    expect(luzhuLanesOf(typeOf('ssc.star5.direct'))).toBeUndefined();
  });

  it('finds the families that offer the mode, and those that do not', () => {
    expect(luzhuTypesOf(officialOf('ssc')).map((type) => type.id)).toEqual([
      'ssc.bigSmall.back2',
      'ssc.bigSmall.front2',
      'ssc.bigSmall.back3',
      'ssc.bigSmall.front3',
      'ssc.bigSmall.sum5',
    ]);
    expect(luzhuTypesOf(officialOf('k3')).map((type) => type.id)).toEqual([
      'k3.sum.bigSmallOddEven',
    ]);
    for (const family of [
      '11x5',
      'pk10',
      'keno',
      'happy10',
      '3d',
      'p5',
      'marksix',
      'hash',
    ] as const)
      expect(luzhuTypesOf(officialOf(family))).toEqual([]);
  });
});

describe('laneRoadsOf', () => {
  const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 });

  it('agrees with bigSmallAt and oddEvenAt on every SSC position', () => {
    fc.assert(
      fc.property(fc.array(digits, { maxLength: 30 }), (history) => {
        const type = typeOf('ssc.bigSmall.back3');
        const lanes = luzhuLanesOf(type) ?? [];
        const roads = laneRoadsOf(type, lanes, history);
        [2, 3, 4].forEach((position, i) => {
          expect(roads[i]?.bigSmall).toEqual(
            roadOf(history, bigSmallAt(position, { min: 0, max: 9 })),
          );
          expect(roads[i]?.oddEven).toEqual(roadOf(history, oddEvenAt(position)));
        });
      }),
    );
  });

  it('reads a sum lane with the type’s own threshold: K3 大 is a sum of 11 to 18', () => {
    const type = typeOf('k3.sum.bigSmallOddEven');
    const history = [
      [1, 2, 3], // 6
      [4, 4, 2], // 10
      [5, 5, 1], // 11
      [6, 6, 6], // 18
    ];
    expect(laneRoadsOf(type, luzhuLanesOf(type) ?? [], history)).toEqual([
      {
        bigSmall: ['small', 'small', 'big', 'big'],
        oddEven: ['even', 'even', 'odd', 'even'],
      },
    ]);
  });
});

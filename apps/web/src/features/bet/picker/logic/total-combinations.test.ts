import { findBetType, type TBetType } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { drawSpaceOf } from './draw-space.ts';
import { totalCombinationsOf } from './total-combinations.ts';

function typeOf(id: string): TBetType {
  const type = findBetType(id);
  if (!type) throw new Error(`no ${id}`);
  return type;
}

describe('totalCombinationsOf', () => {
  it.each([
    ['ssc.star5.direct', 100_000],
    ['ssc.star5.group120', 252], // C(10, 5)
    ['ssc.fixed.digit', 50], // 5 positions × 10 digits
    ['ssc.front3.sum', 1000], // sums 0-27 cover every 3-digit number
    ['ssc.front3.special', 3],
    ['ssc.front3.group6Single', 120], // typed: C(10, 3)
    ['ssc.front3.group3Single', 90], // typed: 10 pairs × 9 singles
    ['ssc.any2.single', 1000], // C(5, 2) position pairs × 100 entries
    ['11x5.any.pick5of5Single', 462], // C(11, 5)
    ['11x5.front3.directSingle', 990], // 11 × 10 × 9
    ['k3.sum.sum', 16], // one unit a sum, 3-18
  ])('%s sells %i combinations', (id, total) => {
    expect(totalCombinationsOf(typeOf(id))).toBe(total);
  });

  it('has none where no ticket can hold them all (a 胆码 row takes at most two balls)', () => {
    expect(totalCombinationsOf(typeOf('ssc.front3.groupBanker'))).toBeUndefined();
  });
});

describe('drawSpaceOf', () => {
  it('lists the families with at most 100,000 draws', () => {
    expect(drawSpaceOf('ssc')?.size).toBe(100_000);
    expect(drawSpaceOf('11x5')?.size).toBe(55_440);
    expect(drawSpaceOf('3d')?.size).toBe(1000);
    expect(drawSpaceOf('k3')?.size).toBe(216);
    expect(drawSpaceOf('pk10')).toBeUndefined();
    expect(drawSpaceOf('keno')).toBeUndefined();
  });

  it('visits every draw once, without repeats where the family draws none', () => {
    const seen = new Set<string>();
    let withRepeats = 0;
    drawSpaceOf('11x5')?.forEach((draw) => {
      if (new Set(draw).size !== 5) withRepeats += 1;
      seen.add(draw.join(','));
    });
    expect(withRepeats).toBe(0);
    expect(seen.size).toBe(55_440);
  });

  it('lists hash games as the 100,000 digit outcomes a block hash can yield', () => {
    const space = drawSpaceOf('hash');
    const star5 = typeOf('hash.star5.direct');
    const selection = { rows: [[1], [2], [3], [4], [5]] };
    let wins = 0;
    let otherLengths = 0;
    space?.forEach((draw) => {
      if (draw.length !== 64) otherLengths += 1;
      wins += star5.settle(selection, draw).first ?? 0;
    });
    expect(space?.size).toBe(100_000);
    expect(otherLengths).toBe(0);
    expect(wins).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { TBetType } from '../core/bet-type.ts';
import { names } from '../core/names.ts';
import { fault, valid } from '../core/selection.ts';
import { allBetTypes } from '../catalogue.ts';
import { randomPick } from './random-pick.ts';
import { sampleDistinct, seededRandomInt } from './seeded-random.ts';

describe('seeded random', () => {
  it('repeats for a seed and stays in range', () => {
    const draw = (seed: number) => Array.from({ length: 50 }, seededRandomInt(seed).bind(null, 7));
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    for (const value of draw(3)) expect(value >= 0 && value < 7).toBe(true);
    const sample = sampleDistinct(seededRandomInt(4), 1, 11, 5);
    expect(new Set(sample).size).toBe(5);
  });
});

describe('random pick', () => {
  it('grows a selection until the type accepts it', () => {
    // Needs at least 3 balls in its one row: a pick of 1 is refused, then grown.
    const needsThree: TBetType = {
      ...(allBetTypes[0] as TBetType),
      id: 'test.rows.three',
      shape: {
        kind: 'rows',
        rows: [{ label: names('号', 'Balls'), minPicks: 1, maxPicks: 10 }],
        balls: { min: 0, max: 9 },
      },
      validate: (s) => ((s.rows?.[0]?.length ?? 0) >= 3 ? valid : fault('tooFew', 'rows[0]')),
      count: () => 1,
    };
    expect(randomPick(needsThree, seededRandomInt(1)).rows?.[0]?.length).toBe(3);
  });

  it('gives up loudly on a type no selection satisfies', () => {
    const never: TBetType = { ...(allBetTypes[0] as TBetType), validate: () => fault('shape', '') };
    expect(() => randomPick(never, seededRandomInt(1))).toThrow(/no random pick/);
    expect(() => randomPick('no.such.type', seededRandomInt(1))).toThrow(/unknown bet type/);
  });

  it.each(allBetTypes.map((type) => [type.id, type] as const))(
    '%s: always a valid selection of at least one unit',
    (_id, type) => {
      for (let seed = 0; seed < 25; seed += 1) {
        const selection = randomPick(type, seededRandomInt(seed));
        expect(type.validate(selection)).toEqual({ ok: true });
        expect(type.count(selection)).toBeGreaterThanOrEqual(1);
      }
    },
  );
});

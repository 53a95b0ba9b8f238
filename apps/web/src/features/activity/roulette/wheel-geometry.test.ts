import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { restingAngle, spinTo, spinTurns } from './wheel-geometry.ts';

/** Which segment is under the top pointer when the wheel is turned `rotation` degrees. */
const segmentUnderPointer = (rotation: number, count: number) => {
  const atPointer = (((360 - rotation) % 360) + 360) % 360;
  return Math.floor(atPointer / (360 / count));
};

describe('wheel geometry', () => {
  it('stops every spin on the drawn segment, forward, after at least the whole turns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.nat(19),
        fc.integer({ min: 0, max: 100_000 }),
        (count, rawIndex, current) => {
          const index = rawIndex % count;
          const next = spinTo(current, index, count);
          expect(segmentUnderPointer(next, count)).toBe(index);
          expect(next - current).toBeGreaterThanOrEqual(spinTurns * 360);
          expect(next - current).toBeLessThan((spinTurns + 1) * 360);
        },
      ),
    );
  });

  it('rests the first segment with its middle under the pointer', () => {
    expect(restingAngle(0, 4)).toBe(315);
    expect(segmentUnderPointer(restingAngle(3, 4), 4)).toBe(3);
  });
});

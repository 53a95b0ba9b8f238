import { families, type TFamilyId } from '@lottery/lottery';

/**
 * Every possible draw of a family, when there are few enough to settle a ticket against each in
 * one click: SSC and P5 (100,000), 11x5 (55,440 ordered), 3D (1,000), K3 (216) and hash games
 * (their bets read the 5 decimal digits the block hash yields). PK10 (3,628,800 orders), Happy 10,
 * Keno and Mark Six have far more and are not listed.
 */
export interface TDrawSpace {
  readonly size: number;
  forEach(visit: (draw: readonly number[]) => void): void;
}

export const maxListedDraws = 100_000;

interface TBallFormat {
  readonly length: number;
  readonly min: number;
  readonly max: number;
  readonly distinct: boolean;
}

function sizeOf({ length, min, max, distinct }: TBallFormat): number {
  const balls = max - min + 1;
  let size = 1;
  for (let i = 0; i < length; i += 1) size *= distinct ? balls - i : balls;
  return Math.max(size, 0);
}

/** Visits every ordered draw of the format, one array reused between visits. */
function forEachBalls(format: TBallFormat, visit: (draw: readonly number[]) => void) {
  const draw = new Array<number>(format.length).fill(format.min);
  const isUsed = new Array<boolean>(format.max + 1).fill(false);
  const fill = (at: number) => {
    if (at === format.length) {
      visit(draw);
      return;
    }
    for (let ball = format.min; ball <= format.max; ball += 1) {
      if (format.distinct && isUsed[ball]) continue;
      draw[at] = ball;
      isUsed[ball] = true;
      fill(at + 1);
      isUsed[ball] = false;
    }
  };
  fill(0);
}

const hashDigits: TBallFormat = { length: 5, min: 0, max: 9, distinct: false };
/**
 * A hash's digits are read from its end, skipping the letters a-f (deriveHashDigits): a hash of
 * 59 `a`s then five digits yields exactly those digits, so these 100,000 hashes stand for every
 * outcome a hash game can pay on.
 */
const hashLetters = new Array<number>(64 - hashDigits.length).fill(10);

export function drawSpaceOf(familyId: TFamilyId): TDrawSpace | undefined {
  const family = families.find((f) => f.id === familyId);
  if (!family) return undefined;
  if (familyId === 'hash')
    return {
      size: sizeOf(hashDigits),
      forEach: (visit) => forEachBalls(hashDigits, (digits) => visit([...hashLetters, ...digits])),
    };
  const size = sizeOf(family.draw);
  if (size > maxListedDraws) return undefined;
  return { size, forEach: (visit) => forEachBalls(family.draw, visit) };
}

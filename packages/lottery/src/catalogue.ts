import type { TBetType } from './core/bet-type.ts';
import type { TFamily, TFamilyId } from './core/family.ts';
import { elevenFiveFamily, elevenFiveTypes } from './families/eleven-five/eleven-five-types.ts';
import { happy10Family, happy10Types } from './families/happy10/happy10-types.ts';
import { hashFamily, hashTypes } from './families/hash/hash-types.ts';
import { k3Family, k3Types } from './families/k3/k3-types.ts';
import { kenoFamily, kenoTypes } from './families/keno/keno-types.ts';
import { lucky28Family, lucky28Types } from './families/lucky28/lucky28-types.ts';
import { markSixFamily, markSixTypes } from './families/mark-six/mark-six-types.ts';
import { pk10Family, pk10Types } from './families/pk10/pk10-types.ts';
import { sscFamily } from './families/ssc/ssc-family.ts';
import { sscPartATypes } from './families/ssc/ssc-part-a-types.ts';
import { sscPartBTypes } from './families/ssc/ssc-part-b-types.ts';
import { p5Family, p5Types, threeDFamily, threeDTypes } from './families/three-d/three-d-types.ts';

/** Every family the site sells, and every bet type of each, under stable ids. */
export const families: readonly TFamily[] = [
  sscFamily,
  threeDFamily,
  p5Family,
  elevenFiveFamily,
  k3Family,
  pk10Family,
  happy10Family,
  kenoFamily,
  markSixFamily,
  lucky28Family,
  hashFamily,
];

/**
 * Mark Six's two zodiac types depend on the year's animal: settle those with
 * `markSixTypesFor(animal of the draw date)`; the ids stay the same every year.
 */
export const allBetTypes: readonly TBetType[] = [
  ...sscPartATypes,
  ...sscPartBTypes,
  ...threeDTypes,
  ...p5Types,
  ...elevenFiveTypes,
  ...k3Types,
  ...pk10Types,
  ...happy10Types,
  ...kenoTypes,
  ...markSixTypes,
  ...lucky28Types,
  ...hashTypes,
];

const byId = new Map(allBetTypes.map((type) => [type.id, type]));
if (byId.size !== allBetTypes.length) throw new Error('two bet types share an id');

export function findBetType(id: string): TBetType | undefined {
  return byId.get(id);
}

export function betTypesOf(family: TFamilyId): readonly TBetType[] {
  return allBetTypes.filter((type) => type.family === family);
}

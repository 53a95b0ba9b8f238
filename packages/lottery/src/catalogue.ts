import type { TBetType } from './core/bet-type.ts';
import type { TFamily, TFamilyId } from './core/family.ts';
import { sscBetTypes } from './families/ssc/ssc-bet-types.ts';
import { sscFamily } from './families/ssc/ssc-family.ts';

/** Every family the site sells, and every bet type of each, under stable ids. */
export const families: readonly TFamily[] = [sscFamily];

export const allBetTypes: readonly TBetType[] = [...sscBetTypes];

const byId = new Map(allBetTypes.map((type) => [type.id, type]));
if (byId.size !== allBetTypes.length) throw new Error('two bet types share an id');

export function findBetType(id: string): TBetType | undefined {
  return byId.get(id);
}

export function betTypesOf(family: TFamilyId): readonly TBetType[] {
  return allBetTypes.filter((type) => type.family === family);
}

import { describe, expect, it } from 'vitest';
import { allBetTypes, betTypesOf, families, findBetType } from './catalogue.ts';
import { fractionToNumber } from './core/fraction.ts';

describe('the catalogue', () => {
  it('has bet types for every family, with ids of the form family.group.method', () => {
    for (const family of families)
      expect(betTypesOf(family.id).length, family.id).toBeGreaterThan(0);
    for (const type of allBetTypes) {
      expect(type.id).toMatch(/^[a-z0-9]+\.[A-Za-z0-9-]+\.[A-Za-z0-9-]+$/);
      expect(type.id.split('.')[0]).toBe(type.family);
      expect(findBetType(type.id)).toBe(type);
    }
  });

  it('names every type and level in both languages, with probabilities in (0, 1]', () => {
    for (const type of allBetTypes) {
      expect(type.name.zh && type.name.en, type.id).toBeTruthy();
      expect(type.levels.length, type.id).toBeGreaterThan(0);
      for (const level of type.levels) {
        const p = fractionToNumber(level.probability);
        expect(p > 0 && p <= 1, `${type.id} ${level.id}`).toBe(true);
      }
    }
  });

  it('counts the catalogue', () => {
    expect(allBetTypes.length).toBeGreaterThan(300);
  });
});

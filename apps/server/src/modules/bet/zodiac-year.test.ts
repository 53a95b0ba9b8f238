import { describe, expect, it } from 'vitest';
import { yearAnimalAt } from './zodiac-year.ts';

/** Epoch ms of a China-time (UTC+8) wall clock. */
const china = (year: number, month: number, day: number, hour = 0) =>
  Date.UTC(year, month - 1, day, hour) - 8 * 3_600_000;

describe('yearAnimalAt', () => {
  it('changes animal at 春节 in China time, not on 1 January', () => {
    expect(yearAnimalAt(china(2026, 1, 1))).toBe('snake');
    expect(yearAnimalAt(china(2026, 2, 17) - 1)).toBe('snake');
    expect(yearAnimalAt(china(2026, 2, 17))).toBe('horse');
    expect(yearAnimalAt(china(2027, 2, 5, 23))).toBe('horse');
    expect(yearAnimalAt(china(2027, 2, 6))).toBe('goat');
    expect(yearAnimalAt(china(2032, 2, 11))).toBe('rat');
    expect(yearAnimalAt(china(2040, 12, 31))).toBe('monkey');
  });

  it('knows nothing outside its table', () => {
    expect(yearAnimalAt(china(2020, 1, 24))).toBeUndefined();
    expect(yearAnimalAt(china(2020, 1, 25))).toBe('rat');
    expect(yearAnimalAt(china(2041, 3, 1))).toBeUndefined();
  });
});

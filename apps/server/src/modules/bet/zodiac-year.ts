import type { markSixTypesFor } from '@lottery/lottery';

type TZodiac = Parameters<typeof markSixTypesFor>[0];

/** The twelve animals from the rat; 2020 was a rat year, so year y is animals[(y − 2020) mod 12]. */
const animals: readonly TZodiac[] = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
];

/**
 * 春节 (Chinese New Year's day) of each Gregorian year, where the animal changes (research
 * lottery.md §6 item 9: the zodiac mapping changes at 春节, not on 1 January). A table, since the
 * lunar calendar has no short formula; extend it before 2041.
 */
const springFestivals: Readonly<Record<number, string>> = {
  2020: '01-25',
  2021: '02-12',
  2022: '02-01',
  2023: '01-22',
  2024: '02-10',
  2025: '01-29',
  2026: '02-17',
  2027: '02-06',
  2028: '01-26',
  2029: '02-13',
  2030: '02-03',
  2031: '01-23',
  2032: '02-11',
  2033: '01-31',
  2034: '02-19',
  2035: '02-08',
  2036: '01-28',
  2037: '02-15',
  2038: '02-04',
  2039: '01-24',
  2040: '02-12',
};

/** China time: the date a Mark Six draw belongs to. */
const chinaOffsetMs = 8 * 3_600_000;

/**
 * The animal of the lunar year a draw time falls in (China time), which Mark Six's 生肖 types
 * settle with (markSixTypesFor); undefined outside the table.
 */
export function yearAnimalAt(epochMs: number): TZodiac | undefined {
  const local = new Date(epochMs + chinaOffsetMs);
  const year = local.getUTCFullYear();
  const festival = springFestivals[year];
  if (festival === undefined) return undefined;
  const monthDay = local.toISOString().slice(5, 10);
  const lunarYear = monthDay < festival ? year - 1 : year;
  if (springFestivals[lunarYear] === undefined) return undefined;
  return animals[(((lunarYear - 2020) % 12) + 12) % 12];
}

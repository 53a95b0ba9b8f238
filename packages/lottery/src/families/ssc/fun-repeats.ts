import type { TBetType, TWins } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';

const occurrences = (digit: number, draw: readonly number[]) =>
  draw.filter((drawn) => drawn === digit).length;

/**
 * 趣味 by repeats: each chosen digit is one unit, winning once when it appears at least `times`
 * among the five. Count n. P(≥ k of 5) for one digit: 1 − 0.9^5 = 40,951e-5; 8146e-5; 856e-5;
 * 46e-5 (4.4 / 22.1 / 210.3 / 3913 at 1800).
 */
function repeatsType(times: number, name: TNames, perHundredThousand: number): TBetType {
  return {
    id: `ssc.fun.atLeast${times}`,
    family: 'ssc',
    name,
    group: names('趣味', 'Fun'),
    book: 'official',
    shape: {
      kind: 'rows',
      rows: [{ label: names('号码', 'Digits'), minPicks: 1, maxPicks: 10 }],
      balls: { min: 0, max: 9 },
    },
    levels: [
      {
        id: 'first',
        name: names('一等奖', 'Prize'),
        probability: fraction(perHundredThousand, 100_000),
      },
    ],
    validate: (selection) => validateRows(selection, { rows: 1, min: 0, max: 9 }),
    count: (selection) => rowsOf(selection)[0]?.length ?? 0,
    *expand(selection) {
      for (const digit of rowsOf(selection)[0] ?? []) yield { picks: [digit] };
    },
    settleUnit: (unit, draw) =>
      unit.picks.every((digit) => occurrences(digit, draw) >= times) ? ['first'] : [],
    settle(selection, draw): TWins {
      const row = rowsOf(selection)[0] ?? [];
      const wins = row.filter((digit) => occurrences(digit, draw) >= times).length;
      return wins > 0 ? { first: wins } : {};
    },
  };
}

export const sscFunTypes: readonly TBetType[] = [
  repeatsType(1, names('一帆风顺', 'Smooth sailing (digit at least once)'), 40_951),
  repeatsType(2, names('好事成双', 'Double luck (digit at least twice)'), 8146),
  repeatsType(3, names('三星报喜', 'Three stars (digit at least 3 times)'), 856),
  repeatsType(4, names('四季发财', 'Four seasons (digit at least 4 times)'), 46),
];

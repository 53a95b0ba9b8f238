import type { TBetType, TWins } from '../bet-type.ts';
import { product } from '../combinatorics.ts';
import type { TFraction } from '../fraction.ts';
import type { TNames } from '../names.ts';
import { placesHit } from '../win-requirement.ts';
import { rowsOf, validateRows } from '../validate-rows.ts';
import { countDistinctTuples } from './ball-masks.ts';
import { firstLevel, type TBallRange, type TBetHead } from './bet-head.ts';
import { entriesOf, validateEntries } from './typed-entries.ts';

export interface TDirectSpec extends TBetHead {
  /** Draw indices the rows guess, in row order (11x5 前三 = 0, 1, 2). */
  places: readonly number[];
  labels: readonly TNames[];
  balls: TBallRange;
  probability: TFraction;
}

const wins = (picks: readonly number[], places: readonly number[], draw: readonly number[]) =>
  picks.every((ball, i) => ball === draw[places[i] as number]);

/**
 * 直选复式 of a no-repeat draw (11x5, PK10, Happy 10): one row per place; a unit is one ball per
 * row with no ball twice (it could never win), e.g. 11x5 前三 with 11 balls in each row is
 * 11·10·9 = 990 units. Wins when every place holds its ball.
 */
export function directRowsBet(spec: TDirectSpec): TBetType {
  const { places, balls } = spec;
  const max = balls.max - balls.min + 1;
  return {
    ...spec,
    book: 'official',
    shape: {
      kind: 'rows',
      rows: spec.labels.map((label) => ({ label, minPicks: 1, maxPicks: max })),
      balls,
    },
    levels: [firstLevel(spec.probability)],
    validate: (selection) => validateRows(selection, { rows: places.length, ...balls }),
    count: (selection) => countDistinctTuples(rowsOf(selection)),
    *expand(selection) {
      for (const picks of product(rowsOf(selection)))
        if (new Set(picks).size === picks.length) yield { picks };
    },
    settleUnit: (unit, draw) => (wins(unit.picks, places, draw) ? ['first'] : []),
    settle(selection, draw): TWins {
      // The draw never repeats a ball, so a row-by-row hit is one unit with distinct balls.
      const hit = rowsOf(selection).every((row, i) =>
        row.includes(draw[places[i] as number] as number),
      );
      return hit ? { first: 1 } : {};
    },
    winRequires: (draw) => placesHit('all', places, draw),
  };
}

/** 直选单式: typed ordered entries of distinct balls, each one unit that wins as above. */
export function directEntriesBet(spec: TDirectSpec): TBetType {
  const { places, balls } = spec;
  const rules = { length: places.length, ...balls, group: false };
  return {
    ...spec,
    book: 'official',
    shape: { kind: 'entries', length: places.length, balls, group: false },
    levels: [firstLevel(spec.probability)],
    validate: (selection) => validateEntries(selection, rules),
    count: (selection) => selection.entries?.length ?? 0,
    *expand(selection) {
      for (const picks of entriesOf(selection, false)) yield { picks };
    },
    settleUnit: (unit, draw) => (wins(unit.picks, places, draw) ? ['first'] : []),
    settle(selection, draw): TWins {
      const won = entriesOf(selection, false).filter((picks) => wins(picks, places, draw)).length;
      return won > 0 ? { first: won } : {};
    },
  };
}

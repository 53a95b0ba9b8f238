import type { TBetType, TWins } from '../bet-type.ts';
import type { TFraction } from '../fraction.ts';
import type { TNames } from '../names.ts';
import { placesHit } from '../win-requirement.ts';
import { rowsOf } from '../validate-rows.ts';
import { firstLevel, type TBallRange, type TBetHead } from './bet-head.ts';
import { validatePlaceRows } from './selection-checks.ts';

export interface TPositionSpec extends TBetHead {
  /** Draw indices of the rows, in row order. */
  places: readonly number[];
  labels: readonly TNames[];
  balls: TBallRange;
  probability: TFraction;
}

/**
 * 定位胆: balls on any of the places; each ball is one unit that wins when its place holds it, so
 * a selection wins once per place hit (per occurrence, as the brief allows for 定位胆).
 */
export function positionBet(spec: TPositionSpec): TBetType {
  const { places, balls } = spec;
  const max = balls.max - balls.min + 1;
  return {
    ...spec,
    book: 'official',
    shape: {
      kind: 'rows',
      rows: spec.labels.map((label) => ({ label, minPicks: 0, maxPicks: max })),
      balls,
    },
    levels: [firstLevel(spec.probability)],
    validate: (selection) => validatePlaceRows(selection, places.length, balls),
    count: (selection) => rowsOf(selection).reduce((units, row) => units + row.length, 0),
    *expand(selection) {
      for (const [r, row] of rowsOf(selection).entries())
        for (const ball of row) yield { picks: [ball], positions: [places[r] as number] };
    },
    settleUnit: (unit, draw) =>
      unit.picks[0] === draw[unit.positions?.[0] ?? -1] ? ['first'] : [],
    settle(selection, draw): TWins {
      const rows = rowsOf(selection);
      const won = rows.filter((row, r) => row.includes(draw[places[r] as number] as number)).length;
      return won > 0 ? { first: won } : {};
    },
    winRequires: (draw) => placesHit('any', places, draw),
  };
}

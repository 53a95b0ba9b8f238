import type { TBetType, TWins } from '../../core/bet-type.ts';
import type { TFamilyId } from '../../core/family.ts';
import { fraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { fault, valid } from '../../core/selection.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { firstPrize } from './window-rule.ts';

/**
 * 定位胆 (一星): any digits on any positions, at least one in all; each digit is one unit, winning
 * when its position draws it, so one ticket can win once per position. Count = digits picked;
 * p = 1/10 (18 at 1800). `positions` names the family's positions (SSC/P5 five, 3D three).
 */
export function fixedDigitType(family: TFamilyId, positions: readonly TNames[]): TBetType {
  return {
    id: `${family}.fixed.digit`,
    family,
    name: names('定位胆', 'fixed position'),
    group: names('定位胆', 'Fixed position'),
    book: 'official',
    shape: {
      kind: 'rows',
      rows: positions.map((label) => ({ label, minPicks: 0, maxPicks: 10 })),
      balls: { min: 0, max: 9 },
    },
    levels: [firstPrize(fraction(1, 10))],
    validate(selection) {
      if (selection.positions !== undefined) return fault('shape', 'positions');
      const rows = validateRows(selection, { rows: positions.length, min: 0, max: 9, minPicks: 0 });
      if (!rows.ok) return rows;
      return rowsOf(selection).some((row) => row.length > 0) ? valid : fault('tooFew', 'rows');
    },
    count: (selection) => rowsOf(selection).reduce((units, row) => units + row.length, 0),
    *expand(selection) {
      for (const [position, row] of rowsOf(selection).entries())
        for (const digit of row) yield { picks: [digit], positions: [position] };
    },
    settleUnit: (unit, draw) =>
      draw[unit.positions?.[0] as number] === unit.picks[0] ? ['first'] : [],
    settle(selection, draw): TWins {
      const hits = rowsOf(selection).filter((row, p) => row.includes(draw[p] as number)).length;
      return hits > 0 ? { first: hits } : {};
    },
  };
}

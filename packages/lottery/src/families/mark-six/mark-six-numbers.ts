import type { TBetType, TWins } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { fault, type TSelection } from '../../core/selection.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';
import { regularOf, specialOf } from './mark-six-family.ts';

const numbersRow = (zh: string, en: string) => ({
  kind: 'rows' as const,
  rows: [{ label: names(zh, en), minPicks: 1, maxPicks: 49 }],
  balls: { min: 1, max: 49 },
});
const validateNumbers = (selection: TSelection) =>
  validateRows(selection, { rows: 1, min: 1, max: 49 });
const picksOf = (selection: TSelection) => rowsOf(selection)[0] ?? [];

/** 特码 (直选): each picked number is one unit; it wins when it is the special. p = 1/49. */
export const markSixSpecialDirect: TBetType = {
  id: 'marksix.special.direct',
  family: 'marksix',
  name: names('特码直选', 'Special number'),
  group: names('特码', 'Special'),
  book: 'official',
  shape: numbersRow('特码', 'Special'),
  levels: [{ id: 'first', name: names('特码', 'Special'), probability: fraction(1, 49) }],
  validate: validateNumbers,
  count: (selection) => picksOf(selection).length,
  *expand(selection) {
    for (const ball of picksOf(selection)) yield { picks: [ball] };
  },
  settleUnit: (unit, draw) => (unit.picks[0] === specialOf(draw) ? ['first'] : []),
  settle: (selection, draw): TWins =>
    picksOf(selection).includes(specialOf(draw)) ? { first: 1 } : {},
};

/**
 * 正码 (任选): each picked number wins when it is one of the six 正码 (the special does not
 * count). p = 6/49.
 */
export const markSixRegularAny: TBetType = {
  id: 'marksix.regular.any',
  family: 'marksix',
  name: names('正码', 'Regular number'),
  group: names('正码', 'Regular'),
  book: 'official',
  shape: numbersRow('正码', 'Regular'),
  levels: [{ id: 'first', name: names('正码', 'Regular'), probability: fraction(6, 49) }],
  validate: validateNumbers,
  count: (selection) => picksOf(selection).length,
  *expand(selection) {
    for (const ball of picksOf(selection)) yield { picks: [ball] };
  },
  settleUnit: (unit, draw) => (regularOf(draw).includes(unit.picks[0] as number) ? ['first'] : []),
  settle(selection, draw): TWins {
    const regular = regularOf(draw);
    const hits = picksOf(selection).filter((ball) => regular.includes(ball)).length;
    return hits > 0 ? { first: hits } : {};
  },
};

const regularPositions = ['一', '二', '三', '四', '五', '六'].map((zh, i) =>
  names(`正码${zh}`, `Regular ${i + 1}`),
);

/**
 * 正码特 (正一特..正六特): numbers on any of the six 正码 positions; each (position, number) is one
 * unit and wins when that 正码 is the number, like 定位胆. p = 1/49 per unit.
 */
export const markSixRegularPosition: TBetType = {
  id: 'marksix.regular.position',
  family: 'marksix',
  name: names('正码特', 'Regular by position'),
  group: names('正码', 'Regular'),
  book: 'official',
  shape: {
    kind: 'rows',
    rows: regularPositions.map((label) => ({ label, minPicks: 0, maxPicks: 49 })),
    balls: { min: 1, max: 49 },
  },
  levels: [
    { id: 'first', name: names('正码特', 'Regular by position'), probability: fraction(1, 49) },
  ],
  validate(selection) {
    const rows = validateRows(selection, { rows: 6, min: 1, max: 49, minPicks: 0 });
    if (!rows.ok) return rows;
    return rowsOf(selection).some((row) => row.length > 0) ? rows : fault('tooFew', 'rows');
  },
  count: (selection) => rowsOf(selection).reduce((units, row) => units + row.length, 0),
  *expand(selection) {
    for (const [position, row] of rowsOf(selection).entries())
      for (const ball of row) yield { picks: [ball], positions: [position] };
  },
  settleUnit: (unit, draw) => (draw[unit.positions?.[0] ?? -1] === unit.picks[0] ? ['first'] : []),
  settle(selection, draw): TWins {
    const hits = rowsOf(selection).filter((row, position) =>
      row.includes(draw[position] as number),
    ).length;
    return hits > 0 ? { first: hits } : {};
  },
};

import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import { fraction, fractionToNumber, type TFraction } from '../../core/fraction.ts';
import type { TSelection } from '../../core/selection.ts';
import { chooseBig } from '../keno/hypergeometric.ts';
import { samplingTestTimeoutMs, seededDraws, withinSampleError } from '../keno/seeded-draws.ts';
import { zodiacOf } from './mark-six-family.ts';
import { markSixTypes } from './mark-six-types.ts';

/**
 * Mark Six has C(49, 7) × 7 = 601,304,088 ordered draws (6 正码 as a set times the special):
 * too many to enumerate per type. Instead: (1) each level's probability equals a combinatorial
 * formula written out here; (2) types judged on the special alone are enumerated over its 49
 * values, and 总和 over the classes of equal sum; (3) every level of every type is cross-checked
 * on a seeded sample of 60,000 draws within 5 standard errors (each draw settles all 50 types;
 * the exact formulas above carry the precision, the sample catches a level that is grossly off).
 */
const byId = (id: string) => markSixTypes.find((type) => type.id === id) as TBetType;
const probabilityOf = (id: string, level: string) =>
  byId(id).levels.find((l) => l.id === level)?.probability as TFraction;
const C = chooseBig;
const range = (from: number, length: number) => Array.from({ length }, (_, i) => from + i);
const itemIds = ({ shape }: TBetType) =>
  shape.kind === 'items' ? shape.items.map((i) => i.id) : [];

const formulas: [id: string, level: string, probability: TFraction][] = [
  ['marksix.special.direct', 'first', fraction(1, 49)],
  ['marksix.regular.any', 'first', fraction(6, 49)],
  ['marksix.regular.position', 'first', fraction(1, 49)],
  ['marksix.link.fourAll', 'first', fraction(C(6, 4), C(49, 4))],
  ['marksix.link.threeAll', 'first', fraction(C(6, 3), C(49, 3))],
  ['marksix.link.threeTwo', 'hit3', fraction(C(6, 3), C(49, 3))],
  // exactly two of three on 正码: the third is any of the other 43 (special included)
  ['marksix.link.threeTwo', 'hit2', fraction(C(6, 2) * 43n, C(49, 3))],
  ['marksix.link.twoAll', 'first', fraction(C(6, 2), C(49, 2))],
  ['marksix.link.twoSpecial', 'hit2', fraction(C(6, 2), C(49, 2))],
  ['marksix.link.twoSpecial', 'special', fraction(6, C(49, 2))],
  ['marksix.link.specialPair', 'first', fraction(6, C(49, 2))],
  ...range(5, 6).map((k): [string, string, TFraction] => [
    `marksix.miss.pick${k}`,
    'first',
    fraction(C(42, k), C(49, k)),
  ]),
  // 一肖: the animal owns `owned` numbers; it misses when all 7 come from the other 49 − owned.
  ...['horse', 'rat'].map((animal): [string, string, TFraction] => {
    const owned = range(1, 49).filter((ball) => zodiacOf(ball, 'horse') === animal).length;
    return ['marksix.zodiac.any', animal, fraction(C(49, 7) - C(49 - owned, 7), C(49, 7))];
  }),
];

describe('mark six level probabilities', () => {
  it.each(formulas)('%s %s is its combinatorial formula', (id, level, expected) => {
    expect(probabilityOf(id, level)).toEqual(expected);
  });

  it.each(['marksix.special.twoSided', 'marksix.special.colour', 'marksix.zodiac.special'])(
    '%s: enumerating the 49 specials',
    (id) => {
      const type = byId(id);
      const wins = new Map<string, number>();
      for (const special of range(1, 49)) {
        const draw = [
          ...range(1, 49)
            .filter((ball) => ball !== special)
            .slice(0, 6),
          special,
        ];
        for (const item of itemIds(type))
          for (const [level, units] of Object.entries(type.settle({ items: [item] }, draw)))
            wins.set(`${item}:${level}`, (wins.get(`${item}:${level}`) ?? 0) + units);
      }
      const tie = type.levels.find((level) => level.id === 'tie');
      for (const item of itemIds(type)) {
        expect(fraction(wins.get(`${item}:${item}`) ?? 0, 49)).toEqual(probabilityOf(id, item));
        expect(fraction(wins.get(`${item}:tie`) ?? 0, 49)).toEqual(
          tie?.probability ?? fraction(0, 1),
        );
      }
    },
  );

  it('总和: classes of equal sum, counted by subset-sum over sizes', () => {
    const count = range(0, 8).map(() => new Array<bigint>(323).fill(0n));
    (count[0] as bigint[])[0] = 1n;
    for (let ball = 1; ball <= 49; ball += 1)
      for (let k = Math.min(7, ball); k >= 1; k -= 1)
        for (let s = 322 - ball; s >= 0; s -= 1) {
          const from = (count[k - 1] as bigint[])[s] as bigint;
          if (from)
            (count[k] as bigint[])[s + ball] = ((count[k] as bigint[])[s + ball] as bigint) + from;
        }
    const type = byId('marksix.total.twoSided');
    const wins = new Map<string, bigint>();
    for (let sum = 28; sum <= 322; sum += 1) {
      // 1..7 raised from the top, each by at most 42, stays distinct.
      const draw = range(1, 7);
      let extra = sum - 28;
      for (let i = 6; i >= 0; i -= 1) {
        const raise = Math.min(extra, 42);
        draw[i] = (draw[i] as number) + raise;
        extra -= raise;
      }
      for (const level of Object.keys(type.settle({ items: itemIds(type) }, draw)))
        wins.set(level, (wins.get(level) ?? 0n) + ((count[7] as bigint[])[sum] as bigint));
    }
    for (const level of type.levels)
      expect(fraction(wins.get(level.id) ?? 0n, C(49, 7))).toEqual(level.probability);
  });

  it(
    'agrees with a seeded sample of 60,000 draws within 5 standard errors',
    () => {
      const samples = 60_000;
      /**
       * One selection per type: one unit for number bets, every item for item bets (ties come once
       * per item), and for 连肖 / 连尾 the marked group plus k others: 1 unit without it, k with it.
       */
      type TUnitsAt = (level: string) => number;
      const selections = markSixTypes.map((type): [TBetType, TSelection, TUnitsAt] => {
        const { shape } = type;
        const marked = type.levels[1]?.id ?? '';
        if (/Link\./.test(type.id) && shape.kind === 'items') {
          const k = Number(type.id.slice(-1));
          const all = itemIds(type);
          const markedItem = all[marked === 'withTail0' ? 0 : all.indexOf('horse')] as string;
          const items = [markedItem, ...all.filter((id) => id !== markedItem).slice(0, k)];
          return [type, { items }, (level) => (level === marked ? k : 1)];
        }
        if (shape.kind === 'items')
          return [
            type,
            { items: itemIds(type) },
            (level) => (level === 'tie' ? shape.items.length : 1),
          ];
        if (shape.kind === 'rows' && shape.rows.length === 6)
          return [type, { rows: [[1], [], [], [], [], []] }, () => 1];
        const k = shape.kind === 'rows' ? (shape.rows[0]?.minPicks ?? 1) : 1;
        return [type, { rows: [range(1, k)] }, () => 1];
      });
      const wins = selections.map(() => new Map<string, number>());
      for (const draw of seededDraws(98, samples, 7, 1, 49))
        selections.forEach(([type, selection], i) => {
          for (const [level, units] of Object.entries(type.settle(selection, draw)))
            (wins[i] as Map<string, number>).set(
              level,
              ((wins[i] as Map<string, number>).get(level) ?? 0) + units,
            );
        });
      selections.forEach(([type, , unitsAt], i) => {
        for (const level of type.levels) {
          const units = ((wins[i] as Map<string, number>).get(level.id) ?? 0) / unitsAt(level.id);
          const p = fractionToNumber(level.probability);
          expect([type.id, level.id, withinSampleError(units, samples, p)]).toEqual([
            type.id,
            level.id,
            true,
          ]);
        }
      });
    },
    samplingTestTimeoutMs,
  );
});

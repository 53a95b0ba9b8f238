import type { TBetType, TWins } from '../../core/bet-type.ts';
import { choose, combinations } from '../../core/combinatorics.ts';
import { fraction, type TFraction } from '../../core/fraction.ts';
import { names, type TNames } from '../../core/names.ts';
import { rowsOf, validateRows } from '../../core/validate-rows.ts';

interface TAnyPositionSpec {
  /** Window key and draw positions: front3 = 万千百, mid3 = 千百十, back3 = 百十个, ... */
  window: { key: string; zh: string; en: string; positions: readonly number[] };
  /** 一码 / 二码 / 三码: how many digits a unit holds. */
  method: { key: string; name: TNames; picks: number };
  /** P(the unit's distinct digits all appear in the window), by inclusion-exclusion. */
  probability: TFraction;
}

const one = { key: 'one', name: names('一码', 'one digit'), picks: 1 };
const two = { key: 'two', name: names('二码', 'two digits'), picks: 2 };
const three = { key: 'three', name: names('三码', 'three digits'), picks: 3 };

/**
 * 不定位: one set of digits; a unit is `picks` of them and wins once when each appears anywhere in
 * the window, however many times. Count C(n, picks). A draw holding h of the chosen digits wins
 * C(h, picks) units, so settling never expands.
 */
function anyPositionType(spec: TAnyPositionSpec): TBetType {
  const { window, method } = spec;
  const { positions } = window;
  const inWindow = (digit: number, draw: readonly number[]) =>
    positions.some((p) => draw[p] === digit);
  return {
    id: `ssc.${window.key}.anyPos${method.key.charAt(0).toUpperCase()}${method.key.slice(1)}`,
    family: 'ssc',
    name: names(`${window.zh}${method.name.zh}不定位`, `${window.en}, ${method.name.en} anywhere`),
    group: names('不定位', 'Any position'),
    book: 'official',
    shape: {
      kind: 'rows',
      rows: [{ label: names('不定位', 'Digits'), minPicks: method.picks, maxPicks: 10 }],
      balls: { min: 0, max: 9 },
    },
    levels: [{ id: 'first', name: names('一等奖', 'Prize'), probability: spec.probability }],
    validate: (selection) =>
      validateRows(selection, { rows: 1, min: 0, max: 9, minPicks: method.picks }),
    count: (selection) => choose(rowsOf(selection)[0]?.length ?? 0, method.picks),
    *expand(selection) {
      for (const picks of combinations(rowsOf(selection)[0] ?? [], method.picks)) yield { picks };
    },
    settleUnit: (unit, draw) =>
      unit.picks.every((digit) => inWindow(digit, draw)) ? ['first'] : [],
    settle(selection, draw): TWins {
      const hits = (rowsOf(selection)[0] ?? []).filter((digit) => inWindow(digit, draw)).length;
      const wins = choose(hits, method.picks);
      return wins > 0 ? { first: wins } : {};
    },
  };
}

const front3 = { key: 'front3', zh: '前三', en: 'Front 3', positions: [0, 1, 2] };
const mid3 = { key: 'mid3', zh: '中三', en: 'Middle 3', positions: [1, 2, 3] };
const back3 = { key: 'back3', zh: '后三', en: 'Back 3', positions: [2, 3, 4] };
const star4 = { key: 'star4', zh: '四星', en: '4 stars', positions: [1, 2, 3, 4] };
const star5 = { key: 'star5', zh: '五星', en: '5 stars', positions: [0, 1, 2, 3, 4] };

/**
 * p over w positions: 一码 1 − 0.9^w; 二码 1 − 2·0.9^w + 0.8^w; 三码 1 − 3·0.9^w + 3·0.8^w − 0.7^w.
 * @1800: 3-star 一码 271/1000 → 6.64, 二码 54/1000 → 33.3; 四星 3439e-4 → 5.23, 974e-4 → 18.48;
 * 五星 二码 14,670e-5 → 12.27, 三码 4350e-5 → 41.38.
 */
export const sscAnyPositionTypes: readonly TBetType[] = [
  ...[front3, mid3, back3].flatMap((window) => [
    anyPositionType({ window, method: one, probability: fraction(271, 1000) }),
    anyPositionType({ window, method: two, probability: fraction(54, 1000) }),
  ]),
  anyPositionType({ window: star4, method: one, probability: fraction(3439, 10_000) }),
  anyPositionType({ window: star4, method: two, probability: fraction(974, 10_000) }),
  anyPositionType({ window: star5, method: two, probability: fraction(14_670, 100_000) }),
  anyPositionType({ window: star5, method: three, probability: fraction(4350, 100_000) }),
];

import { firstLevel } from '../../core/kit/bet-head.ts';
import type { TWins } from '../../core/bet-type.ts';
import { product } from '../../core/combinatorics.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import { type TWindowRule } from './window-rule.ts';
import { sumsOf, validateSums } from './window-validate.ts';

const allDigits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const sumOf = (digits: readonly number[]) => digits.reduce((sum, digit) => sum + digit, 0);
const spanOf = (digits: readonly number[]) => Math.max(...digits) - Math.min(...digits);

/** N3(s) for s = 0..13, the ordered 3-digit strings with digit sum s; N3(s) = N3(27 − s). */
const n3Half = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75];

/** Ordered `size`-digit strings with digit sum s: N2(s) = s + 1 up to 9, then 19 − s; N3 above. */
export function sumCount(size: 2 | 3, sum: number): number {
  if (size === 2) return sum <= 9 ? sum + 1 : 19 - sum;
  return n3Half[Math.min(sum, 27 - sum)] as number;
}

/** Ordered strings with span (max − min) k: 10 at k = 0; Sp2(k) = 2(10 − k), Sp3(k) = 6k(10 − k). */
export function spanCount(size: 2 | 3, span: number): number {
  if (span === 0) return 10;
  return size === 2 ? 2 * (10 - span) : 6 * span * (10 - span);
}

interface TMeasure {
  method: 'sum' | 'span';
  zh: string;
  en: string;
  max: number;
  of: (digits: readonly number[]) => number;
  count: (value: number) => number;
}

/**
 * A set of sums or spans; each unit is one ordered number with that measure, winning when the
 * window equals it (p = 10^-size each, paid as 直选). At most one unit matches a window, and it
 * does exactly when the window's measure is in the set.
 */
function measureRule(size: 2 | 3, measure: TMeasure): TWindowRule {
  return {
    size,
    method: measure.method,
    name: names(measure.zh, measure.en),
    shape: () => ({
      kind: 'sums',
      min: 0,
      max: measure.max,
      label: names(measure.zh.slice(2), measure.method),
    }),
    levels: [firstLevel(fraction(1, 10 ** size))],
    validate: (selection) => validateSums(selection, 0, measure.max),
    count: (selection) => sumsOf(selection).reduce((units, v) => units + measure.count(v), 0),
    *expand(selection) {
      const wanted = new Set(sumsOf(selection));
      const rows = Array.from({ length: size }, () => allDigits);
      for (const picks of product(rows)) if (wanted.has(measure.of(picks))) yield { picks };
    },
    settleUnit: (unit, digits) => (unit.picks.every((d, i) => d === digits[i]) ? ['first'] : []),
    settle: (selection, digits): TWins =>
      sumsOf(selection).includes(measure.of(digits)) ? { first: 1 } : {},
  };
}

/** 直选和值: sums 0..9·size; count Σ N(s). */
export const sumRule = (size: 2 | 3) =>
  measureRule(size, {
    method: 'sum',
    zh: '直选和值',
    en: 'direct sum',
    max: 9 * size,
    of: sumOf,
    count: (sum) => sumCount(size, sum),
  });

/** 直选跨度: spans 0..9; count Σ Sp(k). */
export const spanRule = (size: 2 | 3) =>
  measureRule(size, {
    method: 'span',
    zh: '直选跨度',
    en: 'direct span',
    max: 9,
    of: spanOf,
    count: (span) => spanCount(size, span),
  });

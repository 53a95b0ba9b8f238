import type { TBetType, TSelectionShape, TUnit, TWins } from '../bet-type.ts';
import { choose, combinations } from '../combinatorics.ts';
import type { TFraction } from '../fraction.ts';
import { names, type TNames } from '../names.ts';
import type { TSelection, TValidation } from '../selection.ts';
import { rowsOf, validateRows } from '../validate-rows.ts';
import { bitCount, maskOf } from './ball-masks.ts';
import { firstLevel, pickLabel, type TBallRange, type TBetHead } from './bet-head.ts';
import { validateBanker } from './selection-checks.ts';
import { entriesOf, validateEntries } from './typed-entries.ts';

/**
 * A unit is a set of k balls that wins when at least `need` of them are in the draw's window:
 * - 11x5 任选五中五: k = 5, window = the 5 drawn, need 5; 任选八中五: k = 8, need 5 (all drawn);
 * - 前三组选: k = 3, window = the first 3 drawn, need 3; 不定位 前三: k = 1, need 1;
 * - K3 三不同号: k = 3, window = the dice (a pair leaves 2 values, so it never wins), need 3.
 */
export interface TCombinationSpec extends TBetHead {
  k: number;
  need: number;
  /** The drawn balls judged; repeats (K3 dice) count once. */
  window: (draw: readonly number[]) => readonly number[];
  balls: TBallRange;
  probability: TFraction;
  label?: TNames;
}

/** Units of n balls with h of them in the window that reach `need`: Σ_j C(h, j)·C(n-h, k-j). */
function winningSubsets(n: number, h: number, k: number, need: number): number {
  let won = 0;
  for (let j = Math.max(need, 0); j <= Math.min(h, k); j += 1)
    won += choose(h, j) * choose(n - h, k - j);
  return won;
}

const hitsIn = (balls: readonly number[], windowMask: number) =>
  bitCount(maskOf(balls) & windowMask);

type TParts = Pick<TBetType, 'shape' | 'validate' | 'count' | 'expand' | 'settle'>;

function build(spec: TCombinationSpec, parts: TParts): TBetType {
  const { window, need } = spec;
  return {
    id: spec.id,
    family: spec.family,
    name: spec.name,
    group: spec.group,
    book: 'official',
    levels: [firstLevel(spec.probability)],
    settleUnit: (unit: TUnit, draw) =>
      hitsIn(unit.picks, maskOf(window(draw))) >= need ? ['first'] : [],
    ...parts,
  };
}

const asWins = (won: number): TWins => (won > 0 ? { first: won } : {});

/** 复式: one set of n ≥ k balls, C(n, k) units; wins counted from the hits, never expanded. */
export function combinationBet(spec: TCombinationSpec): TBetType {
  const { k, need, balls } = spec;
  const max = balls.max - balls.min + 1;
  return build(spec, {
    shape: {
      kind: 'rows',
      rows: [{ label: spec.label ?? pickLabel, minPicks: k, maxPicks: max }],
      balls,
    },
    validate: (selection) => validateRows(selection, { rows: 1, ...balls, minPicks: k }),
    count: (selection) => choose(rowsOf(selection)[0]?.length ?? 0, k),
    *expand(selection) {
      for (const picks of combinations(rowsOf(selection)[0] ?? [], k)) yield { picks };
    },
    settle(selection, draw) {
      const picks = rowsOf(selection)[0] ?? [];
      return asWins(
        winningSubsets(picks.length, hitsIn(picks, maskOf(spec.window(draw))), k, need),
      );
    },
  });
}

/** 胆拖: d bankers in every unit plus k-d of the t drags, C(t, k-d) units. */
export function combinationBankerBet(spec: TCombinationSpec): TBetType {
  const { k, need, balls } = spec;
  const max = balls.max - balls.min + 1;
  const shape: TSelectionShape = {
    kind: 'rows',
    rows: [
      { label: names('胆码', 'Bankers'), minPicks: 1, maxPicks: k - 1 },
      { label: names('拖码', 'Drags'), minPicks: 1, maxPicks: max - 1 },
    ],
    balls,
  };
  const parts = (selection: TSelection) => {
    const [bankers = [], drags = []] = rowsOf(selection);
    return { bankers, drags };
  };
  return build(spec, {
    shape,
    validate: (selection): TValidation => validateBanker(selection, k, balls),
    count(selection) {
      const { bankers, drags } = parts(selection);
      return choose(drags.length, k - bankers.length);
    },
    *expand(selection) {
      const { bankers, drags } = parts(selection);
      for (const rest of combinations(drags, k - bankers.length))
        yield { picks: [...bankers, ...rest] };
    },
    settle(selection, draw) {
      const { bankers, drags } = parts(selection);
      const windowMask = maskOf(spec.window(draw));
      const bankerHits = hitsIn(bankers, windowMask);
      const needFromDrags = need - bankerHits;
      return asWins(
        winningSubsets(drags.length, hitsIn(drags, windowMask), k - bankers.length, needFromDrags),
      );
    },
  });
}

/** 单式: typed k-ball entries, order free, each one unit. */
export function combinationEntriesBet(spec: TCombinationSpec): TBetType {
  const { k, need, balls } = spec;
  const rules = { length: k, ...balls, group: true };
  return build(spec, {
    shape: { kind: 'entries', length: k, balls, group: true },
    validate: (selection) => validateEntries(selection, rules),
    count: (selection) => selection.entries?.length ?? 0,
    *expand(selection) {
      for (const picks of entriesOf(selection, true)) yield { picks };
    },
    settle(selection, draw) {
      const windowMask = maskOf(spec.window(draw));
      const entries = entriesOf(selection, true);
      return asWins(entries.filter((picks) => hitsIn(picks, windowMask) >= need).length);
    },
  });
}

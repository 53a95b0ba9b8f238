import type { TBetType, TPrizeLevel, TSelectionShape, TWins } from '../bet-type.ts';
import type { TNames } from '../names.ts';
import type { TSelection } from '../selection.ts';
import { rowsOf, validateRows } from '../validate-rows.ts';
import type { TBallRange, TBetHead } from './bet-head.ts';
import { validateSums } from './selection-checks.ts';

export interface TNumberPickSpec extends TBetHead {
  /** `sums`: a set of values (和值 3-18, 中位 3-9); `row`: one row of balls or faces. */
  field: 'sums' | 'row';
  range: TBallRange;
  label: TNames;
  levels: readonly TPrizeLevel[];
  /** The level one picked value wins against a draw, if any. */
  levelOf: (pick: number, draw: readonly number[]) => string | undefined;
}

/**
 * Each picked value is one unit judged on its own (K3 和值, 三同号单选, 单骰; PK10 冠亚和值;
 * 11x5 猜中位), often with a level per value because each value has its own probability.
 * Selections hold at most 17 values, so settling walks them.
 */
export function numberPickBet(spec: TNumberPickSpec): TBetType {
  const { range, levelOf } = spec;
  const picksOf = (selection: TSelection): readonly number[] =>
    (spec.field === 'sums' ? selection.sums : rowsOf(selection)[0]) ?? [];
  const shape: TSelectionShape =
    spec.field === 'sums'
      ? { kind: 'sums', ...range, label: spec.label }
      : {
          kind: 'rows',
          rows: [{ label: spec.label, minPicks: 1, maxPicks: range.max - range.min + 1 }],
          balls: range,
        };
  return {
    id: spec.id,
    family: spec.family,
    name: spec.name,
    group: spec.group,
    book: 'official',
    shape,
    levels: spec.levels,
    validate: (selection) =>
      spec.field === 'sums'
        ? validateSums(selection, range.min, range.max)
        : validateRows(selection, { rows: 1, ...range }),
    count: (selection) => picksOf(selection).length,
    *expand(selection) {
      for (const pick of picksOf(selection)) yield { picks: [pick] };
    },
    settleUnit(unit, draw) {
      const level = levelOf(unit.picks[0] as number, draw);
      return level ? [level] : [];
    },
    settle(selection, draw): TWins {
      const wins: Record<string, number> = {};
      for (const pick of picksOf(selection)) {
        const level = levelOf(pick, draw);
        if (level) wins[level] = (wins[level] ?? 0) + 1;
      }
      return wins;
    },
  };
}

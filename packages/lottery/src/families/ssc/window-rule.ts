import type {
  TBetType,
  TPrizeLevel,
  TSelectionShape,
  TUnit,
  TWinRequirement,
  TWins,
} from '../../core/bet-type.ts';
import type { TFamilyId } from '../../core/family.ts';
import { names, type TNames } from '../../core/names.ts';
import { fault, type TSelection, type TValidation } from '../../core/selection.ts';

export type TPlainShape = Exclude<TSelectionShape, { kind: 'positions' }>;

/**
 * A bet read against `size` digits taken from the draw: a fixed window (后三 = 百十个) or each
 * k-subset of 任选 check-boxes. The rule sees only those digits, in position order, so one rule
 * serves every window of every digit family (SSC, 3D/PL3, P5) and the 任选 types.
 */
export interface TWindowRule {
  readonly size: number;
  /** Last part of the id (`ssc.back3.groupSum`). */
  readonly method: string;
  readonly name: TNames;
  /** The picker shape; `labels` name the window's positions (for per-position rows). */
  shape(labels: readonly TNames[]): TPlainShape;
  readonly levels: readonly TPrizeLevel[];
  /** Checks every field but `positions`, which the wrapper owns. */
  validate(selection: TSelection): TValidation;
  count(selection: TSelection): number;
  /** Units with `picks` relative to the window. */
  expand(selection: TSelection): Iterable<TUnit>;
  settleUnit(unit: TUnit, digits: readonly number[]): readonly string[];
  settle(selection: TSelection, digits: readonly number[]): TWins;
  /** What a win requires (TBetType winRequires), rows and digits relative to the window. */
  winRequires?(digits: readonly number[]): TWinRequirement;
}

/** A fixed run of draw positions: 前三 = [0, 1, 2] in SSC, 三星 = [0, 1, 2] in 3D. */
export interface TWindow {
  readonly id: string;
  readonly name: TNames;
  readonly positions: readonly number[];
}

/** The bet type of `rule` on a fixed window: id `family.window.method`, e.g. `ssc.back3.direct`. */
export function windowBetType(
  family: TFamilyId,
  positionNames: readonly TNames[],
  window: TWindow,
  rule: TWindowRule,
): TBetType {
  const { positions } = window;
  if (positions.length !== rule.size) throw new Error(`${rule.method} needs ${rule.size} digits`);
  const digitsOf = (draw: readonly number[]) => positions.map((p) => draw[p] as number);
  const { winRequires } = rule;
  return {
    id: `${family}.${window.id}.${rule.method}`,
    family,
    name: names(`${window.name.zh}${rule.name.zh}`, `${window.name.en} ${rule.name.en}`),
    group: window.name,
    book: 'official',
    shape: rule.shape(positions.map((p) => positionNames[p] as TNames)),
    levels: rule.levels,
    validate: (selection) =>
      selection.positions === undefined ? rule.validate(selection) : fault('shape', 'positions'),
    count: (selection) => rule.count(selection),
    expand: (selection) => rule.expand(selection),
    settleUnit: (unit, draw) => rule.settleUnit(unit, digitsOf(draw)),
    settle: (selection, draw) => rule.settle(selection, digitsOf(draw)),
    ...(winRequires && { winRequires: (draw) => winRequires(digitsOf(draw)) }),
  };
}

/** Every rule on every window of its size. */
export function windowTypes(
  family: TFamilyId,
  positionNames: readonly TNames[],
  windows: readonly TWindow[],
  rules: readonly TWindowRule[],
): TBetType[] {
  return windows.flatMap((window) =>
    rules
      .filter((rule) => rule.size === window.positions.length)
      .map((rule) => windowBetType(family, positionNames, window, rule)),
  );
}

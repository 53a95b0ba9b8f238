import type { TFamilyId } from './family.ts';
import type { TFraction } from './fraction.ts';
import type { TNames } from './names.ts';
import type { TSelection, TValidation } from './selection.ts';

/** How the picker draws a selection; the web client renders from this alone. */
export type TSelectionShape =
  | {
      kind: 'rows';
      /** One row per position or role (万千百十个, 二重号/单号, 冠军...). */
      rows: readonly { label: TNames; minPicks: number; maxPicks: number }[];
      balls: { min: number; max: number };
    }
  | { kind: 'entries'; length: number; balls: { min: number; max: number }; group: boolean }
  | { kind: 'sums'; min: number; max: number; label: TNames }
  | {
      kind: 'positions';
      /** Check-boxes over these positions, at least `minPositions`, plus one of the shapes above. */
      positions: readonly TNames[];
      minPositions: number;
      of: Exclude<TSelectionShape, { kind: 'positions' }>;
    }
  | { kind: 'items'; items: readonly { id: string; name: TNames }[]; maxPicks: number };

export interface TPrizeLevel {
  readonly id: string;
  readonly name: TNames;
  /** Probability that one unit wins at this level: sets its prize (official book). */
  readonly probability: TFraction;
}

/** One unit (注) after expansion, in a type-specific but plain form. */
export interface TUnit {
  readonly picks: readonly number[];
  readonly positions?: readonly number[];
  readonly item?: string;
}

/**
 * A necessary condition for a selection to win anything against one draw, in a form a database
 * can test on the stored selection without the rules engine: rows of the selection holding
 * balls (all of the listed hits or any one of them), or the selection picking an item of every
 * listed group (one group for most item bets, one per position for 大小单双 over a window).
 * Settlement closes the tickets that fail it without reading them (most tickets lose);
 * the bet type laws check that none failing it wins.
 */
export type TWinRequirement =
  | {
      readonly kind: 'rows';
      readonly need: 'all' | 'any';
      readonly hits: readonly { readonly row: number; readonly ball: number }[];
    }
  | { readonly kind: 'items'; readonly groups: readonly (readonly string[])[] };

/** Winning units per prize level id; levels with none are absent. */
export type TWins = Readonly<Record<string, number>>;

export interface TBetType {
  /** Stable id `family.group.method`, e.g. `ssc.star5.direct`. */
  readonly id: string;
  readonly family: TFamilyId;
  readonly name: TNames;
  /** The tab the picker groups it under (五星, 后三, 定位胆...). */
  readonly group: TNames;
  readonly book: 'official' | 'twoSided';
  readonly shape: TSelectionShape;
  readonly levels: readonly TPrizeLevel[];
  validate(selection: TSelection): TValidation;
  /** Units of a valid selection. */
  count(selection: TSelection): number;
  /** Every unit of a valid selection; the count equals the number yielded. */
  expand(selection: TSelection): Iterable<TUnit>;
  /** Level ids one unit wins against a draw (more than one only for 组合-style types). */
  settleUnit(unit: TUnit, draw: readonly number[]): readonly string[];
  /**
   * Winning units per level of a valid selection against a draw. Equal to settling every expanded
   * unit, but computed without expanding where the type can (large selections settle fast).
   */
  settle(selection: TSelection, draw: readonly number[]): TWins;
  /** What a selection must hold to win anything against the draw, for the types that can say. */
  winRequires?(draw: readonly number[]): TWinRequirement;
}

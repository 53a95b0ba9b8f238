import {
  quickPick,
  type TQuickPick,
  type TSelection,
  type TSelectionShape,
} from '@lottery/lottery';

/** A shape without its position check-boxes: what the balls, sums, items or entries are. */
type TInnerShape = Exclude<TSelectionShape, { kind: 'positions' }>;

export const innerShapeOf = (shape: TSelectionShape): TInnerShape =>
  shape.kind === 'positions' ? shape.of : shape;

/** What the player has touched, before it becomes a selection (selectionOf). */
export interface TPicks {
  /** Marked balls per row (rows shapes), or the marked values of the one row of a sums shape. */
  readonly marks: readonly (readonly number[])[];
  readonly items: readonly string[];
  /** Checked positions (任选 types), ascending. */
  readonly positions: readonly number[];
  /** Typed entries (单式) as typed; selectionOf takes the normalised ones. */
  readonly text: string;
  /**
   * Entries pasted in bulk, kept out of the text box (typed-entry-box.tsx) and normalised
   * before `text`, as if typed ahead of it.
   */
  readonly imported: string;
  /** Exclude mode: the marks are the balls the player does NOT want. */
  readonly isExcluding: boolean;
}

export interface TBallRange {
  readonly min: number;
  readonly max: number;
}

export function emptyPicks(shape: TSelectionShape): TPicks {
  const inner = innerShapeOf(shape);
  const rowCount = inner.kind === 'rows' ? inner.rows.length : inner.kind === 'sums' ? 1 : 0;
  return {
    marks: Array.from({ length: rowCount }, () => []),
    items: [],
    positions: [],
    text: '',
    imported: '',
    isExcluding: false,
  };
}

/**
 * Exclude mode is offered where the complement of any marks is still a row the type takes and
 * every row is bet on: ball rows that must hold a ball and may hold all of them. A 胆码 row (at
 * most 1-7 balls) could not take a complement, and in 定位胆-like types, whose rows may stay
 * empty, an untouched row would silently become a bet on all ten digits.
 */
export function canExclude(shape: TSelectionShape): boolean {
  const inner = innerShapeOf(shape);
  if (inner.kind !== 'rows') return false;
  const ballCount = inner.balls.max - inner.balls.min + 1;
  return inner.rows.every((row) => row.minPicks >= 1 && row.maxPicks >= ballCount);
}

export const hasPicks = (picks: TPicks) =>
  picks.marks.some((row) => row.length > 0) ||
  picks.items.length > 0 ||
  picks.positions.length > 0 ||
  picks.text.trim() !== '' ||
  picks.imported !== '';

/** The balls of [min, max] not in `marks`, ascending. */
export function complementOf(marks: readonly number[], range: TBallRange): number[] {
  const marked = new Set(marks);
  const rest: number[] = [];
  for (let ball = range.min; ball <= range.max; ball += 1) if (!marked.has(ball)) rest.push(ball);
  return rest;
}

const byValue = (a: number, b: number) => a - b;

function toggled(values: readonly number[], value: number): number[] {
  return values.includes(value)
    ? values.filter((v) => v !== value)
    : [...values, value].sort(byValue);
}

/**
 * The selection the picks make for a type of this shape. `entries` are the normalised typed
 * entries (normaliseEntries), used by shapes that take entries.
 */
export function selectionOf(
  shape: TSelectionShape,
  picks: Pick<TPicks, 'marks' | 'items' | 'positions' | 'isExcluding'>,
  entries: readonly string[],
): TSelection {
  const inner = innerShapeOf(shape);
  const part: TSelection =
    inner.kind === 'rows'
      ? {
          rows: picks.isExcluding
            ? picks.marks.map((row) => complementOf(row, inner.balls))
            : picks.marks,
        }
      : inner.kind === 'sums'
        ? { sums: picks.marks[0] ?? [] }
        : inner.kind === 'items'
          ? { items: inner.items.filter((i) => picks.items.includes(i.id)).map((i) => i.id) }
          : { entries };
  return shape.kind === 'positions' ? { positions: picks.positions, ...part } : part;
}

/** The picks showing a selection (a random pick), in the current mode (normal or exclude). */
export function picksOf(shape: TSelectionShape, selection: TSelection, isExcluding: boolean) {
  const inner = innerShapeOf(shape);
  const rows = selection.rows ?? [];
  const marks =
    inner.kind === 'rows'
      ? rows.map((row) => (isExcluding ? complementOf(row, inner.balls) : [...row].sort(byValue)))
      : inner.kind === 'sums'
        ? [[...(selection.sums ?? [])].sort(byValue)]
        : [];
  return {
    marks,
    items: [...(selection.items ?? [])],
    positions: [...(selection.positions ?? [])].sort(byValue),
    text: (selection.entries ?? []).join('\n'),
    imported: '',
    isExcluding,
  } satisfies TPicks;
}

export type TPicksAction =
  | { type: 'toggleMark'; row: number; value: number }
  | { type: 'quickPick'; row: number; kind: TQuickPick; range: TBallRange }
  | { type: 'togglePosition'; position: number }
  | { type: 'toggleItem'; item: string }
  | { type: 'setText'; text: string }
  /** A bulk paste: appended to what was imported before. */
  | { type: 'importText'; text: string }
  | { type: 'setEntryTexts'; text: string; imported: string }
  | { type: 'replace'; picks: TPicks };

export function picksReducer(picks: TPicks, action: TPicksAction): TPicks {
  switch (action.type) {
    case 'toggleMark':
      return {
        ...picks,
        marks: picks.marks.map((row, i) => (i === action.row ? toggled(row, action.value) : row)),
      };
    case 'quickPick': {
      const values = quickPick(action.kind, action.range);
      return { ...picks, marks: picks.marks.map((row, i) => (i === action.row ? values : row)) };
    }
    case 'togglePosition':
      return { ...picks, positions: toggled(picks.positions, action.position) };
    case 'toggleItem':
      return {
        ...picks,
        items: picks.items.includes(action.item)
          ? picks.items.filter((item) => item !== action.item)
          : [...picks.items, action.item],
      };
    case 'setText':
      return { ...picks, text: action.text };
    case 'importText':
      return {
        ...picks,
        imported: picks.imported === '' ? action.text : `${picks.imported}\n${action.text}`,
      };
    case 'setEntryTexts':
      return { ...picks, text: action.text, imported: action.imported };
    case 'replace':
      return action.picks;
  }
}

import type { TBetType, TSelectionShape } from '../core/bet-type.ts';
import type { TSelection } from '../core/selection.ts';
import { findBetType } from '../catalogue.ts';
import { entryFormatOf, formatEntry } from '../entry/typed-entry.ts';
import { sampleDistinct, type TRandomInt } from './seeded-random.ts';

/**
 * 机选 (random pick): a valid selection of a bet type with at least one unit, built from its
 * shape alone, so it works for every type without knowing its rules. It picks the fewest balls
 * each row allows and lets the type's own validate and count judge; a selection that is refused
 * or makes no unit (组选60 with the 二重号 among the 单号, 胆拖 too short) is drawn again, with one
 * more ball per row after every `attemptsPerSize` misses. Every other attempt draws the rows
 * from one pool without repeats, for types whose rows must not share a ball (胆拖, 11x5 直选);
 * the others stay free to repeat across rows (an SSC 机选 can be 11111).
 */
const attemptsPerSize = 8;
const maxAttempts = 400;

type TInnerShape = Exclude<TSelectionShape, { kind: 'positions' }>;

const byValue = (a: number, b: number) => a - b;

function pickRows(
  shape: Extract<TInnerShape, { kind: 'rows' }>,
  random: TRandomInt,
  extra: number,
  disjoint: boolean,
) {
  const { min, max } = shape.balls;
  const sizes = shape.rows.map((row) => Math.min(row.maxPicks, row.minPicks + extra));
  // Rows that may stay empty (定位胆) all at zero would make no unit: give one of them a ball.
  if (sizes.length > 0 && !sizes.some((size) => size > 0)) sizes[random(sizes.length)] = 1;
  const total = sizes.reduce((a, b) => a + b, 0);
  if (!disjoint || total > max - min + 1)
    return { rows: sizes.map((size) => sampleDistinct(random, min, max, size).sort(byValue)) };
  // One draw without repeats split across the rows: what 胆拖 and 11x5 直选 need, and
  // 组选60's 二重号 apart from its 单号.
  const pool = sampleDistinct(random, min, max, total);
  let start = 0;
  return {
    rows: sizes.map((size) => {
      start += size;
      return pool.slice(start - size, start).sort(byValue);
    }),
  };
}

function pickEntry(shape: Extract<TInnerShape, { kind: 'entries' }>, random: TRandomInt) {
  const format = entryFormatOf(shape);
  if (!format) return { entries: [] };
  const { min, max, length } = format;
  const balls = format.distinct
    ? sampleDistinct(random, min, max, length)
    : Array.from({ length }, () => min + random(max - min + 1));
  return { entries: [formatEntry(balls, format)] };
}

function pickInner(
  shape: TInnerShape,
  random: TRandomInt,
  extra: number,
  disjoint: boolean,
): TSelection {
  switch (shape.kind) {
    case 'rows':
      return pickRows(shape, random, extra, disjoint);
    case 'entries':
      return pickEntry(shape, random);
    case 'sums':
      return { sums: sampleDistinct(random, shape.min, shape.max, 1 + extra) };
    case 'items': {
      const ids = shape.items.map((item) => item.id);
      const k = Math.min(shape.maxPicks, 1 + extra);
      return { items: sampleDistinct(random, 0, ids.length - 1, k).map((i) => ids[i] as string) };
    }
  }
}

function pickOnce(shape: TSelectionShape, random: TRandomInt, attempt: number): TSelection {
  const extra = Math.floor(attempt / attemptsPerSize);
  const disjoint = attempt % 2 === 1;
  if (shape.kind !== 'positions') return pickInner(shape, random, extra, disjoint);
  const count = Math.min(shape.positions.length, shape.minPositions + extra);
  const positions = sampleDistinct(random, 0, shape.positions.length - 1, count);
  return {
    positions: positions.sort((a, b) => a - b),
    ...pickInner(shape.of, random, extra, disjoint),
  };
}

/** A random valid selection with ≥ 1 unit; throws if the shape cannot produce one (a bug). */
export function randomPick(betType: TBetType | string, random: TRandomInt): TSelection {
  const type = typeof betType === 'string' ? findBetType(betType) : betType;
  if (!type) throw new Error(`unknown bet type ${String(betType)}`);
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    const selection = pickOnce(type.shape, random, attempt);
    if (type.validate(selection).ok && type.count(selection) >= 1) return selection;
  }
  throw new Error(`no random pick found for ${type.id} in ${maxAttempts} attempts`);
}

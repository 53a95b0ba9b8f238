import {
  formatEntry,
  normaliseEntries,
  type TBetType,
  type TSelection,
  type TSelectionShape,
} from '@lottery/lottery';
import { entryRulesOf } from './entry-rules.ts';
import { innerShapeOf } from './picks.ts';

/** The most typed entries a type's every-entry list is built from (五星单式: 100,000). */
const maxCandidateEntries = 100_000;

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);

/**
 * Every entry a typed-entry type accepts, as the picker would keep them: every ball sequence
 * (for 组选, only ascending ones: the others are permutations of them) through the same
 * normalisation as typed text, which drops leopards, repeats and what the type refuses.
 * Undefined when there would be too many to list.
 */
function everyEntryOf(type: TBetType): string[] | undefined {
  const rules = entryRulesOf(type);
  if (!rules) return undefined;
  const { format } = rules;
  const texts: string[] = [];
  const balls: number[] = [];
  const fill = (at: number, from: number): boolean => {
    if (at === format.length) {
      texts.push(formatEntry(balls, format));
      return texts.length <= maxCandidateEntries;
    }
    for (let ball = format.group ? from : format.min; ball <= format.max; ball += 1) {
      balls[at] = ball;
      if (!fill(at + 1, format.distinct ? ball + 1 : ball)) return false;
    }
    return true;
  };
  if (!fill(0, format.min)) return undefined;
  return [...normaliseEntries(texts.join('\n'), format, rules.options).entries];
}

function everythingOf(type: TBetType, shape: TSelectionShape): TSelection | undefined {
  const inner = innerShapeOf(shape);
  let part: TSelection | undefined;
  if (inner.kind === 'rows')
    part = { rows: inner.rows.map(() => range(inner.balls.min, inner.balls.max)) };
  else if (inner.kind === 'sums') part = { sums: range(inner.min, inner.max) };
  else if (inner.kind === 'items') part = { items: inner.items.map((item) => item.id) };
  else {
    const entries = everyEntryOf(type);
    part = entries && { entries };
  }
  if (!part) return undefined;
  return shape.kind === 'positions'
    ? { positions: range(0, shape.positions.length - 1), ...part }
    : part;
}

const cache = new Map<string, number | null>();

/**
 * How many combinations (units) a type sells in all: the count of the selection holding every
 * ball, sum, option or entry at every position. Undefined where no single ticket can hold them
 * all (a 胆码 row takes few balls, some item types cap the options ticked) or the entries are too
 * many to list. Computed once per type: typed-entry types normalise up to 100,000 entries.
 */
export function totalCombinationsOf(type: TBetType): number | undefined {
  const cached = cache.get(type.id);
  if (cached !== undefined) return cached ?? undefined;
  const everything = everythingOf(type, type.shape);
  const total = everything && type.validate(everything).ok ? type.count(everything) : undefined;
  cache.set(type.id, total ?? null);
  return total;
}

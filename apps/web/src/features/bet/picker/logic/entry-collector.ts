import {
  dropReasons,
  type TDropReason,
  type TDroppedEntry,
  type TEntryFormat,
  type TTypedEntries,
} from '@lottery/lottery';

/** Normalised entries with the duplicate keys of the ones kept, to append more entries to. */
export interface TCollectedEntries {
  readonly typed: TTypedEntries;
  /** Keys of the entries kept by this collection (not those of the one it continued). */
  readonly keys: ReadonlySet<string>;
}

/** The duplicate key normaliseEntries uses: 组选 entries are the same in any order. */
const keyOf = (balls: readonly number[], format: TEntryFormat) =>
  (format.group ? [...balls].sort((a, b) => a - b) : balls).join(',');

/**
 * Collects normaliseEntries results of consecutive pieces of text into what one call over the
 * whole text returns: the same entries, balls and counts per reason. An entry a piece kept but
 * an earlier piece (or `before`) holds is a duplicate; a cross-piece duplicate is listed after
 * the piece's own drops, and by its canonical text.
 */
export function entryCollector(format: TEntryFormat, before?: TCollectedEntries) {
  const seen = new Set<string>();
  const entries = before ? [...before.typed.entries] : [];
  const balls = before ? [...before.typed.balls] : [];
  const dropped: TDroppedEntry[] = before ? [...before.typed.dropped] : [];
  const droppedCounts = Object.fromEntries(
    dropReasons.map((reason) => [reason, before?.typed.droppedCounts[reason] ?? 0]),
  ) as Record<TDropReason, number>;
  const lateDuplicates: TDroppedEntry[] = [];
  return {
    add(part: TTypedEntries) {
      part.entries.forEach((entry, i) => {
        const entryBalls = part.balls[i] as readonly number[];
        const key = keyOf(entryBalls, format);
        if (seen.has(key) || before?.keys.has(key)) {
          lateDuplicates.push({ text: entry, reason: 'duplicate' });
          droppedCounts.duplicate += 1;
        } else {
          seen.add(key);
          entries.push(entry);
          balls.push(entryBalls);
        }
      });
      for (const drop of part.dropped) dropped.push(drop);
      for (const drop of lateDuplicates.splice(0)) dropped.push(drop);
      for (const reason of dropReasons) droppedCounts[reason] += part.droppedCounts[reason];
    },
    collected: (): TCollectedEntries => ({
      typed: { entries, balls, dropped, droppedCounts },
      keys: seen,
    }),
  };
}

/** `after` (normalised on its own) appended to `before`, as if normalised as one text. */
export function appendEntries(
  before: TCollectedEntries,
  after: TTypedEntries,
  format: TEntryFormat,
): TTypedEntries {
  const collector = entryCollector(format, before);
  collector.add(after);
  return collector.collected().typed;
}

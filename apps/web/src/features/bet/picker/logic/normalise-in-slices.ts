import { normaliseEntries, type TEntryFormat, type TEntryOptions } from '@lottery/lottery';
import { entryCollector, type TCollectedEntries } from './entry-collector.ts';
import { nextTask } from '../../../../shared/scheduling/next-task.ts';

/**
 * Typed entry (单式) normalisation without freezing the page. normaliseEntries takes 130-260 ms
 * for 100,000 entries on a busy two-core machine (measured with ssc.star5.single and 11x5 任选五),
 * over the 100 ms input budget, so the text is normalised in slices of about 16 KB (5-10 ms each)
 * with a pause for the browser between slices, and the slices' results are collected into what
 * one call on the whole text returns (entry-collector.ts).
 *
 * A slice ends just after a new line, which both entry formats take as a separator, or for
 * single-digit balls after any white space, which separates their entries too (typed-entry.ts).
 * Text without such a separator is normalised in one slice.
 */
const defaultSliceChars = 16_384;

const isSliceBoundary = (char: string, format: TEntryFormat) =>
  char === '\n' || (format.max < 10 && /\s/.test(char));

function sliceEnd(text: string, from: number, format: TEntryFormat): number {
  for (let at = from; at < text.length; at += 1)
    if (isSliceBoundary(text[at] as string, format)) return at + 1;
  return text.length;
}

export interface TSliceRun {
  /** True once a newer text replaces this one: the run stops at the next pause. */
  isCancelled(): boolean;
  /** What to await between slices (tests pass their own). */
  pause?: () => Promise<void>;
  sliceChars?: number;
}

/**
 * normaliseEntries(text, format, options) in slices, with the keys of the kept entries; undefined
 * when the run was cancelled.
 */
export async function normaliseInSlices(
  text: string,
  format: TEntryFormat,
  options: TEntryOptions,
  { isCancelled, pause = nextTask, sliceChars = defaultSliceChars }: TSliceRun,
): Promise<TCollectedEntries | undefined> {
  const collector = entryCollector(format);
  let start = 0;
  while (start < text.length) {
    const end = sliceEnd(text, start + sliceChars, format);
    collector.add(normaliseEntries(text.slice(start, end), format, options));
    start = end;
    if (start < text.length) await pause();
    if (isCancelled()) return undefined;
  }
  return collector.collected();
}

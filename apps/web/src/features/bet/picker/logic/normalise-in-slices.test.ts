import {
  findBetType,
  normaliseEntries,
  type TEntryFormat,
  type TTypedEntries,
} from '@lottery/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryRulesOf } from './entry-rules.ts';
import { normaliseInSlices } from './normalise-in-slices.ts';

const rulesOf = (id: string) => {
  const type = findBetType(id);
  const rules = type && entryRulesOf(type);
  if (!rules) throw new Error(`${id} takes no entries`);
  return rules;
};

const notCancelled = { isCancelled: () => false, pause: async () => {} };

/** Dropped entries as a multiset: slices may list a cross-slice duplicate later than one call. */
const droppedBag = (result: TTypedEntries) =>
  result.dropped.map((drop) => `${drop.reason}:${drop.text}`).sort();

function expectSameAsOneCall(result: TTypedEntries | undefined, whole: TTypedEntries) {
  expect(result?.entries).toEqual(whole.entries);
  expect(result?.balls).toEqual(whole.balls);
  expect(result?.droppedCounts).toEqual(whole.droppedCounts);
  if (result) expect(droppedBag(result).length).toBe(droppedBag(whole).length);
}

const digitTokens = fc.array(
  fc.oneof(
    fc.stringMatching(/^\d{3}$/),
    fc.stringMatching(/^\d{1,4}$/),
    fc.constantFrom('1a2', ''),
  ),
  { maxLength: 60 },
);
const separators = fc.constantFrom(' ', '\n', ',', ';', '\r\n', '，');

describe('normaliseInSlices', () => {
  it.each([
    ['ssc.front3.single', false],
    ['ssc.front3.group6Single', true],
  ])('returns what one normaliseEntries call does, for any slicing (%s)', async (id) => {
    const { format, options } = rulesOf(id);
    await fc.assert(
      fc.asyncProperty(
        digitTokens,
        separators,
        fc.integer({ min: 1, max: 40 }),
        async (tokens, sep, sliceChars) => {
          const text = tokens.join(sep);
          const whole = normaliseEntries(text, format, options);
          const sliced = await normaliseInSlices(text, format, options, {
            ...notCancelled,
            sliceChars,
          });
          expectSameAsOneCall(sliced?.typed, whole);
        },
      ),
    );
  });

  it('slices two-digit balls at line ends only (11x5 组选单式)', async () => {
    const { format, options } = rulesOf('11x5.front3.groupSingle');
    const entry = fc
      .array(fc.integer({ min: 0, max: 13 }), { minLength: 2, maxLength: 4 })
      .map((balls) => balls.join(' '));
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        async (entries, sliceChars) => {
          const text = entries.join('\n');
          const whole = normaliseEntries(text, format, options);
          const sliced = await normaliseInSlices(text, format, options, {
            ...notCancelled,
            sliceChars,
          });
          expectSameAsOneCall(sliced?.typed, whole);
        },
      ),
    );
  });

  it('pauses between slices of a 100,000-entry paste and stops when cancelled', async () => {
    const format: TEntryFormat = { length: 5, min: 0, max: 9, group: false, distinct: false };
    const text = Array.from({ length: 100_000 }, (_, i) => String(i).padStart(5, '0')).join(' ');
    let pauses = 0;
    const result = await normaliseInSlices(
      text,
      format,
      {},
      {
        isCancelled: () => false,
        pause: async () => {
          pauses += 1;
        },
      },
    );
    expect(result?.typed.entries).toHaveLength(100_000);
    expect(result?.keys.size).toBe(100_000);
    // 600 KB in slices of about 16 KB: the page gets the thread back ~36 times.
    expect(pauses).toBeGreaterThanOrEqual(30);

    let isCancelled = false;
    const cancelled = await normaliseInSlices(
      text,
      format,
      {},
      {
        isCancelled: () => isCancelled,
        pause: async () => {
          isCancelled = true;
        },
      },
    );
    expect(cancelled).toBeUndefined();
  });
});

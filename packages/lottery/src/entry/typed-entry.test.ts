import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allBetTypes } from '../catalogue.ts';
import { randomPick } from '../helpers/random-pick.ts';
import { seededRandomInt } from '../helpers/seeded-random.ts';
import {
  entryFormatOf,
  entryFormatOfType,
  formatEntry,
  normaliseEntries,
  type TEntryFormat,
} from './typed-entry.ts';

const star5: TEntryFormat = { length: 5, min: 0, max: 9, group: false, distinct: false };
const group3: TEntryFormat = { length: 3, min: 0, max: 9, group: true, distinct: false };
const front3: TEntryFormat = { length: 3, min: 1, max: 11, group: false, distinct: true };
const k3Group: TEntryFormat = { length: 3, min: 1, max: 6, group: true, distinct: false };

describe('typed entries (单式)', () => {
  it('splits digit entries on spaces, commas, semicolons and new lines', () => {
    const read = normaliseEntries(
      '12345 54321,00000;\n99999\r\n12345，67890；1234 123456 1234a',
      star5,
    );
    expect(read.entries).toEqual(['12345', '54321', '00000', '99999', '67890']);
    expect(read.dropped).toEqual([
      { text: '12345', reason: 'duplicate' },
      { text: '1234', reason: 'length' },
      { text: '123456', reason: 'length' },
      { text: '1234a', reason: 'format' },
    ]);
    expect(read.droppedCounts).toMatchObject({ duplicate: 1, length: 2, format: 1, leopard: 0 });
  });

  it('drops leopards and permutations from group entries, keeping the first as typed', () => {
    const read = normaliseEntries('321 123 111 112 211 121 007', group3);
    expect(read.entries).toEqual(['321', '112', '007']);
    expect(read.dropped.map((d) => `${d.text}:${d.reason}`)).toEqual([
      '123:duplicate',
      '111:leopard',
      '211:duplicate',
      '121:duplicate',
    ]);
  });

  it('reads two-digit balls one entry per line or semicolon', () => {
    const text = '01 02 03\n1,2,3\n03 02 01;010203;01 01 02;01 02 12;01 02\n 11  10 9 ;01 02 03 04';
    const read = normaliseEntries(text, front3);
    expect(read.entries).toEqual(['01 02 03', '03 02 01', '11 10 09']);
    expect(read.balls).toEqual([
      [1, 2, 3],
      [3, 2, 1],
      [11, 10, 9],
    ]);
    expect(read.dropped.map((d) => d.reason)).toEqual([
      'duplicate',
      'duplicate',
      'repeat',
      'range',
      'length',
      'length',
    ]);
  });

  it('checks single-digit ranges other than 0-9 (K3 dice 1-6)', () => {
    const read = normaliseEntries('123 124 170 222', k3Group);
    expect(read.entries).toEqual(['123', '124']);
    expect(read.droppedCounts).toMatchObject({ range: 1, leopard: 1 });
  });

  it("drops what the type's own rule refuses (组三单式: exactly one pair)", () => {
    const onePair = (balls: readonly number[]) => new Set(balls).size === 2;
    const read = normaliseEntries('112 123 999 121 455', group3, { accept: onePair });
    expect(read.entries).toEqual(['112', '455']);
    expect(read.dropped.map((d) => d.reason)).toEqual(['pattern', 'leopard', 'duplicate']);
  });

  it('finds the entry format of a shape, under positions too', () => {
    const entries = {
      kind: 'entries',
      length: 2,
      balls: { min: 1, max: 11 },
      group: true,
    } as const;
    const expected = { length: 2, min: 1, max: 11, group: true, distinct: true };
    expect(entryFormatOf(entries)).toEqual(expected);
    const positions = { kind: 'positions', positions: [], minPositions: 2, of: entries } as const;
    expect(entryFormatOf(positions)).toEqual(expected);
    expect(entryFormatOf({ kind: 'sums', min: 0, max: 27, label: { zh: '', en: '' } })).toBe(
      undefined,
    );
  });

  const formats = fc.oneof(
    fc.constantFrom(star5, group3, front3, k3Group),
    fc.record({
      length: fc.integer({ min: 1, max: 5 }),
      min: fc.constantFrom(0, 1),
      max: fc.constantFrom(6, 9, 10, 11, 20, 49, 80),
      group: fc.boolean(),
      distinct: fc.boolean(),
    }),
  );
  const pieces = fc.array(
    fc.oneof(fc.stringMatching(/^[0-9]{1,6}$/), fc.constantFrom('a', '-', '0x')),
    {
      maxLength: 6,
    },
  );
  const separators = fc.constantFrom(' ', ',', ';', '\n', ' ;\n', '，');
  const text = fc
    .array(fc.tuple(pieces, separators), { maxLength: 30 })
    .map((parts) => parts.map(([balls, separator]) => balls.join(' ') + separator).join(''));

  it('keeps only valid, distinct entries and accounts for every token (property)', () => {
    fc.assert(
      fc.property(formats, text, (format, typed) => {
        const read = normaliseEntries(typed, format);
        const keys = new Set<string>();
        read.balls.forEach((balls, i) => {
          expect(balls).toHaveLength(format.length);
          for (const ball of balls) expect(ball >= format.min && ball <= format.max).toBe(true);
          if (format.distinct) expect(new Set(balls).size).toBe(balls.length);
          if (format.group && balls.length > 1) expect(new Set(balls).size).toBeGreaterThan(1);
          expect(read.entries[i]).toBe(formatEntry(balls, format));
          keys.add(format.group ? [...balls].sort((a, b) => a - b).join() : balls.join());
        });
        expect(keys.size).toBe(read.entries.length);
        const counted = Object.values(read.droppedCounts).reduce((a, b) => a + b, 0);
        expect(counted).toBe(read.dropped.length);
        // Normalising the kept entries again keeps them all, unchanged.
        const again = normaliseEntries(read.entries.join('\n'), format);
        expect(again.entries).toEqual(read.entries);
        expect(again.dropped).toEqual([]);
      }),
    );
  });

  it('gives the same entries whatever the separators between them (property)', () => {
    const entryText = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(fc.array(fc.tuple(entryText, separators, separators)), (parts) => {
        const one = parts.map(([e, s]) => e.join('') + s).join('');
        const other = parts.map(([e, , s]) => e.join('') + s).join('');
        expect(normaliseEntries(one, star5)).toEqual(normaliseEntries(other, star5));
      }),
    );
  });
});

/** Every type of the catalogue that takes typed entries accepts what the normaliser keeps. */
const entryTypes = allBetTypes.filter((type) => entryFormatOfType(type) !== undefined);
describe.each(entryTypes.map((type) => [type.id, type] as const))('entries of %s', (_id, type) => {
  it('are valid for the type once normalised', () => {
    const format = entryFormatOfType(type) as TEntryFormat;
    const random = seededRandomInt(11);
    const base = randomPick(type, random);
    const typed = Array.from({ length: 40 }, () => randomPick(type, random).entries ?? []).flat();
    const read = normaliseEntries(typed.join('\n'), format);
    expect(read.entries.length).toBeGreaterThan(0);
    expect(type.validate({ ...base, entries: read.entries })).toEqual({ ok: true });
  });
});

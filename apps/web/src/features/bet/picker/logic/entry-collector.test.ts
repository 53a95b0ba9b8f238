import { findBetType, normaliseEntries } from '@lottery/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendEntries, entryCollector } from './entry-collector.ts';
import { entryRulesOf } from './entry-rules.ts';

const rules = (() => {
  const type = findBetType('ssc.back2.groupSingle');
  const found = type && entryRulesOf(type);
  if (!found) throw new Error('ssc.back2.groupSingle takes no entries');
  return found;
})();
const { format, options } = rules;

const collectedOf = (text: string) => {
  const collector = entryCollector(format);
  collector.add(normaliseEntries(text, format, options));
  return collector.collected();
};

describe('appendEntries', () => {
  it('is normalising the two texts as one: 组选 permutations across them are duplicates', () => {
    const typed = appendEntries(
      collectedOf('12 34 11'),
      normaliseEntries('21 56', format, options),
      format,
    );
    expect(typed.entries).toEqual(['12', '34', '56']);
    expect(typed.dropped).toEqual([
      { text: '11', reason: 'leopard' },
      { text: '21', reason: 'duplicate' },
    ]);
    expect(typed.droppedCounts).toMatchObject({ leopard: 1, duplicate: 1 });
  });

  it('counts like one normaliseEntries call over both texts (property)', () => {
    const entry = fc.stringMatching(/^\d{1,3}$/);
    fc.assert(
      fc.property(fc.array(entry), fc.array(entry), (first, second) => {
        const whole = normaliseEntries([...first, ...second].join(' '), format, options);
        const appended = appendEntries(
          collectedOf(first.join(' ')),
          normaliseEntries(second.join(' '), format, options),
          format,
        );
        expect(appended.entries).toEqual(whole.entries);
        expect(appended.balls).toEqual(whole.balls);
        expect(appended.droppedCounts).toEqual(whole.droppedCounts);
      }),
    );
  });
});

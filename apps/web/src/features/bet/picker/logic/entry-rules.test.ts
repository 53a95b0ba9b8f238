import {
  allBetTypes,
  normaliseEntries,
  randomPick,
  seededRandomInt,
  validateSelection,
} from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { entryRulesOf } from './entry-rules.ts';

const entryTypes = allBetTypes.filter((type) => type.book === 'official' && entryRulesOf(type));

describe('entryRulesOf', () => {
  it('covers every official type whose shape takes entries', () => {
    expect(entryTypes.length).toBeGreaterThanOrEqual(60);
    expect(entryRulesOf(allBetTypes[0] as (typeof allBetTypes)[number])).toBeUndefined();
  });

  it.each(entryTypes.map((type) => [type.id, type] as const))(
    '%s: keeps random valid entries and what it keeps is a valid selection',
    (_id, type) => {
      const rules = entryRulesOf(type);
      if (!rules) throw new Error('no rules');
      const random = seededRandomInt(7);
      const picks = Array.from({ length: 20 }, () => randomPick(type, random));
      const text = picks.flatMap((pick) => pick.entries ?? []).join('\n');
      const typed = normaliseEntries(text, rules.format, rules.options);
      expect(typed.dropped.filter((drop) => drop.reason !== 'duplicate')).toEqual([]);
      const positions = picks[0]?.positions;
      const selection = { ...(positions && { positions }), entries: typed.entries };
      expect(validateSelection(type.id, selection)).toEqual({ ok: true });
    },
  );

  it('drops what the type refuses as a pattern: 组三单式 needs exactly one pair', () => {
    const type = allBetTypes.find((t) => t.id === 'ssc.front3.group3Single');
    const rules = type && entryRulesOf(type);
    if (!rules) throw new Error('no rules');
    const typed = normaliseEntries('112 123 111', rules.format, rules.options);
    expect(typed.entries).toEqual(['112']);
    expect(typed.dropped).toEqual([
      { text: '123', reason: 'pattern' },
      { text: '111', reason: 'leopard' },
    ]);
  });
});

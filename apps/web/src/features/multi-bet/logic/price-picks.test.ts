import { findBetType, type TBetType } from '@lottery/lottery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMultiple, parseStake, priceSelections } from './price-picks.ts';

const typeOf = (id: string) => findBetType(id) as TBetType;
const sum = typeOf('11x5.twoSided.sum');
const dragonTiger = typeOf('11x5.twoSided.dragonTiger');
const sscSum = typeOf('ssc.bigSmall.sum5');
const sscDragon = typeOf('ssc.dragonTiger.w-g');
const official = { book: 'official', prizeGroup: 1950, maxPayout: 400_000_000n } as const;

describe('priceSelections', () => {
  it('charges units × stake on the two-sided book, one ticket per type', () => {
    const priced = priceSelections(
      [
        { type: sum, selection: { items: ['big', 'odd'] } },
        { type: dragonTiger, selection: { items: ['dragon'] } },
      ],
      { book: 'twoSided', stake: 2_500n },
    );
    expect(priced).toEqual({
      ok: true,
      tickets: [
        { Book: 'twoSided', BetTypeId: sum.id, Selection: { items: ['big', 'odd'] }, Stake: 2.5 },
        {
          Book: 'twoSided',
          BetTypeId: dragonTiger.id,
          Selection: { items: ['dragon'] },
          Stake: 2.5,
        },
      ],
      units: 3,
      amount: 7_500n,
      maxMultiple: null,
    });
  });

  it('prices the official book in 元 at the own group, with the smallest largest multiple', () => {
    const priced = priceSelections(
      [
        { type: sscSum, selection: { items: ['big'] } },
        { type: sscDragon, selection: { items: ['dragon', 'tie'] } },
      ],
      { ...official, multiple: 3 },
    );
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    expect(priced.units).toBe(3);
    expect(priced.amount).toBe(3n * 2_000n * 3n);
    expect(priced.tickets[1]).toEqual({
      Book: 'official',
      BetTypeId: sscDragon.id,
      Selection: { items: ['dragon', 'tie'] },
      Mode: 'yuan',
      Multiple: 3,
      PrizeGroup: 1950,
    });
    // 和 pays 1950/1000 × 10 = 19.5 yuan a unit: the cap allows fewer multiples than 大 (3.9).
    expect(priced.maxMultiple).toBe(Math.floor(400_000 / 19.5));
  });

  it("refuses a multiple over the cap and says the cap's largest", () => {
    const star5 = typeOf('ssc.star5.direct');
    const priced = priceSelections(
      [{ type: star5, selection: { rows: [[1], [2], [3], [4], [5]] } }],
      { ...official, multiple: 3 },
    );
    expect(priced).toEqual({ ok: false, fault: 'overMaxMultiple', maxMultiple: 2 });
  });

  it('refuses nothing picked and a selection the engine refuses', () => {
    expect(priceSelections([], { book: 'twoSided', stake: 1_000n })).toEqual({
      ok: false,
      fault: 'noUnits',
    });
    const refused = priceSelections([{ type: sum, selection: { items: ['nope'] } }], {
      book: 'twoSided',
      stake: 1_000n,
    });
    expect(refused.ok).toBe(false);
  });
});

describe('typed amounts', () => {
  it('reads any stake of at most three decimals exactly, as thousandths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (thousandths) => {
        const text = `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
        expect(parseStake(` ${text} `)).toBe(BigInt(thousandths));
      }),
    );
  });

  it('refuses zero, negatives, more decimals and other text', () => {
    for (const text of ['0', '0.000', '-1', '1.2345', '1e3', '', 'ten'])
      expect(parseStake(text), text).toBeNull();
    expect(parseMultiple('12')).toBe(12);
    for (const text of ['0', '1.5', '-2', '', '12345678'])
      expect(parseMultiple(text), text).toBeNull();
  });
});

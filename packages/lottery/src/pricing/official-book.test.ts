import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType } from '../core/bet-type.ts';
import { fraction } from '../core/fraction.ts';
import { names } from '../core/names.ts';
import { valid } from '../core/selection.ts';
import { betModes, unitAmount } from './bet-mode.ts';
import { payout, priceTicket } from './official-book.ts';
import { equalLevelShares, exactPrize, levelPrize, type TOfficialCaps } from './prize-group.ts';

const caps: TOfficialCaps = { maxPayout: 400_000_000n, minGroup: 1700 };
const fiveDigits = { rows: [[1], [2], [3], [4], [5]] };
const base = {
  betType: 'ssc.star5.direct',
  selection: fiveDigits,
  mode: 'yuan',
  multiple: 1,
  group: 1800,
  userGroup: 1960,
  caps,
} as const;

/** A test-only type: one unit per item, levels with the probabilities given. */
const itemType = (book: TBetType['book'], probabilities: number[][]): TBetType => ({
  id: 'test.items.any',
  family: 'ssc',
  name: names('测试', 'Test'),
  group: names('测试', 'Test'),
  book,
  shape: { kind: 'items', items: [{ id: 'a', name: names('甲', 'A') }], maxPicks: 1 },
  levels: probabilities.map(([num, den], i) => ({
    id: `level${i}`,
    name: names('奖', 'Prize'),
    probability: fraction(num as number, den as number),
  })),
  validate: () => valid,
  count: (selection) => selection.items?.length ?? 0,
  *expand() {},
  settleUnit: () => [],
  settle: () => ({}),
});

describe('official book: prices', () => {
  it('prices a unit at 2 yuan scaled by the mode, exactly in thousandths', () => {
    expect(betModes.map(unitAmount)).toEqual([2000n, 200n, 20n, 2n]);
  });

  it('prices a 5-star direct ticket at group 1800 with a 1960 account', () => {
    expect(priceTicket(base)).toEqual({
      ok: true,
      units: 1,
      amount: 2000n,
      group: 1800,
      rebate: 160n, // (1960 − 1800)/2000 × 2 yuan = 0.16
      prizes: { first: 180_000_000n }, // 180,000 yuan
      maxMultiple: 2, // floor(400,000 / 180,000)
    });
  });

  it('scales amount and prizes by mode and multiple (li mode: 2 thousandths a unit)', () => {
    const priced = priceTicket({
      ...base,
      selection: { rows: [[1, 2], [2], [3], [4], [5]] },
      mode: 'li',
      multiple: 3,
    });
    expect(priced).toMatchObject({ ok: true, units: 2, amount: 12n, rebate: 0n });
    expect(priced).toMatchObject({ prizes: { first: 540_000n }, maxMultiple: 2222 });
  });

  it('caps the group per type and pays the difference as rebate', () => {
    const capped = { ...caps, maxGroupByType: { 'ssc.star5.direct': 1950 } };
    expect(priceTicket({ ...base, group: 1960, caps: capped })).toMatchObject({
      ok: true,
      group: 1950,
      rebate: 10n, // (1960 − 1950)/2000 × 2000
      prizes: { first: 195_000_000n },
    });
  });

  it('floors a prize to the thousandth once, at the ticket multiple', () => {
    const pair = itemType('official', [[270, 1000]]); // 对子: 1800 × 1000/270 = 6666.67 thousandths
    const ticket = { ...base, betType: pair, selection: { items: ['a'] } };
    expect(priceTicket(ticket)).toMatchObject({ prizes: { level0: 6666n } });
    expect(priceTicket({ ...ticket, multiple: 3 })).toMatchObject({ prizes: { level0: 20_000n } });
  });

  it.each([
    ['unknown type', { betType: 'no.such.type' }, 'unknownBetType', 'betType'],
    [
      'a two-sided type',
      { betType: itemType('twoSided', [[1, 2]]), selection: { items: ['a'] } },
      'book',
      'betType',
    ],
    ['an unknown mode', { mode: 'sen' }, 'mode', 'mode'],
    ['multiple 0', { multiple: 0 }, 'multiple', 'multiple'],
    ['multiple 1.5', { multiple: 1.5 }, 'multiple', 'multiple'],
    ['multiple over the cap', { multiple: 3 }, 'overMaxMultiple', 'multiple'],
    ['a group above the player account', { group: 1961 }, 'group', 'group'],
    ['a group below the floor', { group: 1699 }, 'group', 'group'],
    ['a fractional group', { group: 1800.5 }, 'group', 'group'],
    ['a user group above 2000', { userGroup: 2001, group: 1800 }, 'group', 'userGroup'],
    ['a bad selection', { selection: { rows: [[1], [2]] } }, 'rowCount', 'rows'],
    [
      'a selection of no unit',
      { betType: itemType('official', [[1, 2]]), selection: { items: [] } },
      'noUnits',
      'selection',
    ],
  ])('refuses %s with %s at %s', (_label, change, code, at) => {
    expect(priceTicket({ ...base, ...(change as object) })).toEqual({
      ok: false,
      fault: { code, at },
    });
  });

  it('splits the return by level shares where one unit can win several levels', () => {
    // Keno-like: one unit wins "hit2" (p = 1/10) or "hit1" (p = 1/2), never both.
    const type = itemType('official', [
      [1, 10],
      [1, 2],
    ]);
    const shares = { [type.id]: { level0: 600, level1: 400 } };
    const ticket = {
      ...base,
      betType: type,
      selection: { items: ['a'] },
      caps: { ...caps, levelShares: shares },
    };
    // 1800/1000 × 0.6 × 10 = 10.8 yuan; 1800/1000 × 0.4 × 2 = 1.44 yuan: returns 1.08 + 0.72 = 1.8.
    expect(priceTicket(ticket)).toMatchObject({
      ok: true,
      prizes: { level0: 10_800n, level1: 1_440n },
    });
    expect(equalLevelShares(type)).toEqual({ level0: 500, level1: 500 });
    const bad = { ...caps, levelShares: { [type.id]: { level0: 600, level1: 300 } } };
    expect(priceTicket({ ...ticket, caps: bad })).toEqual({
      ok: false,
      fault: { code: 'levelShares', at: `caps.levelShares.${type.id}` },
    });
    const unknown = { ...caps, levelShares: { [type.id]: { level0: 600, level9: 400 } } };
    expect(priceTicket({ ...ticket, caps: unknown })).toMatchObject({ ok: false });
  });
});

describe('official book: payout', () => {
  const terms = { mode: 'yuan', multiple: 1, group: 1800, caps } as const;

  it('pays the winning units of each level at the ticket prize', () => {
    expect(payout('ssc.star5.direct', { first: 1 }, terms)).toEqual({
      amount: 180_000_000n,
      uncapped: 180_000_000n,
      capped: false,
    });
    expect(payout('ssc.star5.direct', {}, terms).amount).toBe(0n);
  });

  it('caps the payout at the ticket maximum', () => {
    expect(payout('ssc.star5.direct', { first: 3 }, terms)).toEqual({
      amount: 400_000_000n,
      uncapped: 540_000_000n,
      capped: true,
    });
  });

  it('refuses levels the type does not have and terms no ticket could have', () => {
    expect(() => payout('ssc.star5.direct', { second: 1 }, terms)).toThrow(/no level second/);
    expect(() => payout('ssc.star5.direct', {}, { ...terms, multiple: 0 })).toThrow(/multiple/);
  });

  it('agrees with the prices: Σ wins × prize per unit, capped (property)', () => {
    const ratio = fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1e6 }));
    fc.assert(
      fc.property(
        fc.array(ratio, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...betModes),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1700, max: 2000 }),
        fc.array(fc.nat(20), { minLength: 4, maxLength: 4 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (probabilities, mode, multiple, group, counts, maxPayout) => {
          const type = itemType(
            'official',
            probabilities.map(([n, d]) => [n, n + d]),
          );
          const ticketTerms = { mode, multiple, group, caps: { maxPayout } };
          const wins = Object.fromEntries(type.levels.map((l, i) => [l.id, counts[i] ?? 0]));
          let sum = 0n;
          for (const level of type.levels) {
            const prize = levelPrize(level, group, mode, multiple);
            const exact = exactPrize(level, group, mode, multiple);
            expect(prize * exact.den <= exact.num).toBe(true);
            expect((prize + 1n) * exact.den > exact.num).toBe(true);
            sum += BigInt(wins[level.id] ?? 0) * prize;
          }
          const paid = payout(type, wins, ticketTerms);
          expect(paid.uncapped).toBe(sum);
          expect(paid.amount).toBe(sum > maxPayout ? maxPayout : sum);
        },
      ),
    );
  });

  it('charges units × unit × multiple and a rebate of (G_u − G)/2000 (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 10 }),
        fc.constantFrom(...betModes),
        fc.integer({ min: 1700, max: 2000 }),
        fc.integer({ min: 0, max: 300 }),
        (first, mode, userGroup, below) => {
          const group = Math.max(1700, userGroup - below);
          const selection = { rows: [first, [2], [3], [4], [5]] };
          const terms = { mode, multiple: 1, group, userGroup, caps: { maxPayout: 10n ** 15n } };
          const priced = priceTicket({ ...base, ...terms, selection });
          if (!priced.ok) throw new Error(priced.fault.code);
          expect(priced.amount).toBe(BigInt(first.length) * unitAmount(mode));
          expect(priced.rebate).toBe((BigInt(userGroup - group) * priced.amount) / 2000n);
        },
      ),
    );
  });
});

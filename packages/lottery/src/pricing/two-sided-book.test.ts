import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TBetType, TWins } from '../core/bet-type.ts';
import { fraction } from '../core/fraction.ts';
import { names } from '../core/names.ts';
import { fault, valid, type TSelection } from '../core/selection.ts';
import { allBetTypes, families } from '../catalogue.ts';
import { randomPick } from '../helpers/random-pick.ts';
import { seededRandomInt } from '../helpers/seeded-random.ts';
import { arbitraryDraw } from '../test-support/bet-type-laws.ts';
import { validateOddsTable, type TOddsTable } from './odds-table.ts';
import { payoutTwoSided, priceTwoSided, settleTwoSided } from './two-sided-book.ts';

/** A test-only two-sided type: items, one unit each, `outcome` judging a draw (or 'tie'). */
function itemsType(id: string, items: string[], outcome: (draw: readonly number[]) => string) {
  const itemsOf = (selection: TSelection) => selection.items ?? [];
  const settleUnit = (item: string, draw: readonly number[]) => {
    const result = outcome(draw);
    return result === item || (result === 'tie' && !items.includes('tie')) ? [result] : [];
  };
  const type: TBetType = {
    id,
    family: '11x5',
    name: names('测试', 'Test'),
    group: names('两面', 'Two-sided'),
    book: 'twoSided',
    shape: { kind: 'items', items: items.map((i) => ({ id: i, name: names(i, i) })), maxPicks: 3 },
    levels: [...new Set([...items, 'tie'])].map((i) => ({
      id: i,
      name: names(i, i),
      probability: fraction(1, 2),
    })),
    validate: (s) =>
      itemsOf(s).every((item) => items.includes(item)) ? valid : fault('unknownItem', 'items'),
    count: (s) => itemsOf(s).length,
    *expand(s) {
      for (const item of itemsOf(s)) yield { picks: [], item };
    },
    settleUnit: (unit, draw) => settleUnit(unit.item ?? '', draw),
    settle(s, draw): TWins {
      const wins: Record<string, number> = {};
      for (const item of itemsOf(s))
        for (const level of settleUnit(item, draw)) wins[level] = (wins[level] ?? 0) + 1;
      return wins;
    },
  };
  return type;
}

// 11x5 总和: 大 ≥ 31, 小 ≤ 29, 30 is a tie. SSC-style 龙虎和 on balls 1 and 2, 和 a bet of its own.
const sum = (draw: readonly number[]) => draw.reduce((a, b) => a + b, 0);
const total = itemsType('test.total.bigSmall', ['big', 'small'], (d) =>
  sum(d) === 30 ? 'tie' : sum(d) > 30 ? 'big' : 'small',
);
const dragonTiger = itemsType('test.dragonTiger.onetwo', ['dragon', 'tiger', 'tie'], (d) =>
  (d[0] ?? 0) === (d[1] ?? 0) ? 'tie' : (d[0] ?? 0) > (d[1] ?? 0) ? 'dragon' : 'tiger',
);
const types = [total, dragonTiger];
const table: TOddsTable = {
  [total.id]: { odds: { big: 1985, small: 1985 }, tie: 'refund' },
  [dragonTiger.id]: { odds: { dragon: 1950, tiger: 1950, tie: 9000 } },
};
const terms = { stake: 10_000n, table }; // 10 yuan a unit

describe('two-sided odds tables', () => {
  it('accepts a complete table', () => {
    expect(validateOddsTable(table, types)).toEqual({ ok: true });
  });

  it.each([
    ['not an object', [], 'entry', ''],
    ['an unknown type', { 'no.such': { odds: {} } }, 'unknownBetType', 'no.such'],
    ['an official type', { 'ssc.star5.direct': { odds: {} } }, 'book', 'ssc.star5.direct'],
    ['an entry without odds', { [total.id]: { tie: 'refund' } }, 'entry', total.id],
  ])('refuses %s', (_label, bad, code, at) => {
    const problems = validateOddsTable(bad, [...types, ...allBetTypes]);
    expect(problems).toMatchObject({ ok: false, problems: [{ code, at }] });
  });

  it.each([
    ['odds of 1.000', { odds: { big: 1000, small: 1985 }, tie: 'refund' }, 'odds', 'odds.big'],
    ['fractional odds', { odds: { big: 1985.5, small: 1985 }, tie: 'lose' }, 'odds', 'odds.big'],
    ['odds as text', { odds: { big: '1985', small: 1985 }, tie: 'lose' }, 'odds', 'odds.big'],
    [
      'an unknown outcome',
      { odds: { big: 1985, small: 1985, odd: 1985 }, tie: 'lose' },
      'unknownOutcome',
      'odds.odd',
    ],
    ['a missing outcome', { odds: { big: 1985 }, tie: 'lose' }, 'missingOdds', 'odds.small'],
    ['no tie rule', { odds: { big: 1985, small: 1985 } }, 'tieRule', 'tie'],
    ['an unknown tie rule', { odds: { big: 1985, small: 1985 }, tie: 'push' }, 'tieRule', 'tie'],
  ])('refuses %s', (_label, entry, code, at) => {
    expect(validateOddsTable({ [total.id]: entry }, types)).toEqual({
      ok: false,
      problems: [{ code, at: `${total.id}.${at}` }],
    });
  });

  it('refuses a refund rule where the tie is itself a bet', () => {
    const entry = { odds: { dragon: 1950, tiger: 1950, tie: 9000 }, tie: 'refund' };
    expect(validateOddsTable({ [dragonTiger.id]: entry }, types)).toMatchObject({
      problems: [{ code: 'tieRule' }],
    });
  });
});

describe('two-sided book', () => {
  const ticket = { betType: total, selection: { items: ['big', 'small'] }, ...terms };

  it('prices units × stake at the table odds', () => {
    expect(priceTwoSided(ticket)).toEqual({
      ok: true,
      units: 2,
      amount: 20_000n,
      odds: { big: 1985, small: 1985 },
    });
  });

  it.each([
    ['an unknown type', { betType: 'no.such' }, 'unknownBetType'],
    ['an official type', { betType: 'ssc.star5.direct' }, 'book'],
    ['a zero stake', { stake: 0n }, 'stake'],
    ['a type the game does not offer', { table: {} }, 'notOffered'],
    ['an invalid entry', { table: { [total.id]: { odds: { big: 1985 } } } }, 'oddsTable'],
    ['an unknown item', { selection: { items: ['odd'] } }, 'unknownItem'],
    ['no item', { selection: { items: [] } }, 'noUnits'],
  ])('refuses %s', (_label, change, code) => {
    expect(priceTwoSided({ ...ticket, ...change })).toMatchObject({ ok: false, fault: { code } });
  });

  it('pays stake × odds, principal included, and refunds big/small on a tie', () => {
    const selection = { items: ['big'] };
    expect(settleTwoSided(total, selection, [11, 10, 9, 8, 1], terms)).toEqual({
      wins: { big: 1 },
      amount: 19_850n,
      won: 19_850n,
      refunded: 0n,
    });
    expect(settleTwoSided(total, selection, [1, 2, 3, 4, 5], terms).amount).toBe(0n);
    expect(settleTwoSided(total, { items: ['big', 'small'] }, [11, 10, 5, 3, 1], terms)).toEqual({
      wins: { tie: 2 },
      amount: 20_000n,
      won: 0n,
      refunded: 20_000n,
    });
  });

  it('loses on a tie under a lose rule', () => {
    const losing = { ...table, [total.id]: { odds: { big: 1985, small: 1985 }, tie: 'lose' } };
    const paid = settleTwoSided(total, { items: ['big'] }, [11, 10, 5, 3, 1], {
      ...terms,
      table: losing as TOddsTable,
    });
    expect(paid).toEqual({ wins: { tie: 1 }, amount: 0n, won: 0n, refunded: 0n });
  });

  it('pays a tie bet at its odds and lets dragon and tiger lose on a tie', () => {
    const selection = { items: ['dragon', 'tiger', 'tie'] };
    expect(settleTwoSided(dragonTiger, selection, [4, 4, 1, 2, 3], terms)).toMatchObject({
      wins: { tie: 1 },
      amount: 90_000n,
    });
  });

  it('caps what the wins of one draw pay at maxWon, and never a tie refund', () => {
    const capped = payoutTwoSided(total, { big: 3 }, { ...terms, maxWon: 25_000n });
    expect(capped).toEqual({ amount: 25_000n, won: 25_000n, refunded: 0n });
    const under = payoutTwoSided(total, { big: 1 }, terms);
    expect(payoutTwoSided(total, { big: 1 }, { ...terms, maxWon: under.won })).toEqual(under);
    const selection = { items: ['dragon', 'tiger'] };
    const tie = settleTwoSided(dragonTiger, selection, [4, 4, 1, 2, 3], { ...terms, maxWon: 1n });
    expect(tie).toEqual(settleTwoSided(dragonTiger, selection, [4, 4, 1, 2, 3], terms));
  });

  it('floors each unit to the thousandth: 0.001 at 1.985 returns 0.001', () => {
    const paid = payoutTwoSided(total, { big: 3 }, { ...terms, stake: 1n });
    expect(paid.amount).toBe(3n);
  });

  it('equals paying each expanded unit on its own (property)', () => {
    const draws = arbitraryDraw(5, 1, 11, true);
    const picks = fc.subarray(['dragon', 'tiger', 'tie'], { minLength: 1 });
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        picks,
        draws,
        fc.bigInt(1n, 10n ** 9n),
        (type, items, draw, stake) => {
          const selection = {
            items: type === total ? items.filter((i) => i !== 'tie').concat('big') : items,
          };
          let expected = 0n;
          for (const unit of type.expand(selection)) {
            for (const level of type.settleUnit(unit, draw)) {
              const odds = table[type.id]?.odds[level];
              expected += odds
                ? (stake * BigInt(odds)) / 1000n
                : table[type.id]?.tie === 'refund'
                  ? stake
                  : 0n;
            }
          }
          expect(settleTwoSided(type, selection, draw, { stake, table }).amount).toBe(expected);
        },
      ),
    );
  });
});

/** Every two-sided type present in the catalogue, with a table pricing every outcome at 1.98. */
const twoSidedTypes = allBetTypes.filter((type) => type.book === 'twoSided');
describe.each(twoSidedTypes.map((type) => [type.id, type] as const))(
  'two-sided %s',
  (_id, type) => {
    const levels = type.levels.map((level) => level.id);
    const tieIsItem = type.shape.kind === 'items' && type.shape.items.some((i) => i.id === 'tie');
    const odds = Object.fromEntries(
      levels.filter((l) => l !== 'tie' || tieIsItem).map((l) => [l, 1980]),
    );
    const catalogueTable: TOddsTable = {
      [type.id]: tieIsItem ? { odds } : { odds, tie: 'refund' },
    };
    const family = families.find((f) => f.id === type.family);

    it('takes a table of its levels and settles random picks unit by unit', () => {
      expect(validateOddsTable(catalogueTable)).toEqual({ ok: true });
      if (!family) return;
      const { length, min, max, distinct } = family.draw;
      const random = seededRandomInt(28);
      fc.assert(
        fc.property(arbitraryDraw(length, min, max, distinct), (draw) => {
          const selection = randomPick(type, random);
          const stake = 1000n;
          const paid = settleTwoSided(type, selection, draw, { stake, table: catalogueTable });
          let expected = 0n;
          for (const unit of type.expand(selection))
            for (const level of type.settleUnit(unit, draw))
              expected += level in odds ? (stake * 1980n) / 1000n : stake;
          expect(paid.amount).toBe(expected);
        }),
        { numRuns: 50 },
      );
    });
  },
);

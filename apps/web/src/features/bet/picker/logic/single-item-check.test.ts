import {
  findBetType,
  officialCapsOf,
  payout,
  priceTicket,
  type TBetMode,
  type TBetType,
  type TSelection,
} from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { singleItemCheck } from './single-item-check.ts';

const caps = officialCapsOf(400_000_000n); // 400,000 yuan a ticket

function typeOf(id: string): TBetType {
  const type = findBetType(id);
  if (!type) throw new Error(`no ${id}`);
  return type;
}

/** Prices the ticket at group 1956 (the player's own) and checks it as "Add to cart" does. */
function check(id: string, selection: TSelection, multiple = 1, mode: TBetMode = 'yuan') {
  const type = typeOf(id);
  const terms = { mode, multiple, group: 1956, caps };
  const priced = priceTicket({ ...terms, betType: type, selection, userGroup: 1956 });
  if (!priced.ok) throw new Error(`${id}: ${priced.fault.code} at ${priced.fault.at}`);
  return singleItemCheck({ type, selection, units: priced.units, terms, prizes: priced.prizes });
}

const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('single-item check: a top prize cut by the payout cap', () => {
  it('finds nothing when every unit winning at once would stay within the cap', () => {
    expect(check('ssc.star5.direct', { rows: [[1, 2], [3], [4], [5], [6]] })).toEqual([]);
  });

  it('finds nothing when only the bound passes the cap: one 五星直选 unit wins per draw', () => {
    // 3 units × 195,600 = 586,800 > 400,000, but no draw hits two of them.
    expect(check('ssc.star5.direct', { rows: [[1, 2, 3], [4], [5], [6], [7]] })).toEqual([]);
    // Hash games settle on the 5 digits of the hash: the same answer.
    expect(check('hash.star5.direct', { rows: [[1, 2, 3], [4], [5], [6], [7]] })).toEqual([]);
  });

  it('finds 定位胆 winning on five positions at once above the cap, at its best draw', () => {
    // 19.560 a unit at 1956; × 5,000 = 97,800 a position.
    const four = { rows: [[1], [2], [3], [4], []] };
    expect(check('ssc.fixed.digit', four, 5000)).toEqual([]); // 391,200
    // Two digits on 万位: 6 units, but a draw hits at most one digit a position.
    const six = { rows: [[1, 2], [2], [3], [4], [5]] };
    expect(check('ssc.fixed.digit', six, 5000)).toEqual([
      { kind: 'capped', isExact: true, uncapped: 489_000_000n, cap: 400_000_000n },
    ]);
  });

  it('finds a 组合 unit winning five levels at once at the maximum multiple', () => {
    const type = typeOf('ssc.star5.combo');
    const selection = { rows: [[1], [2], [3], [4], [5]] };
    const terms = { mode: 'yuan' as const, multiple: 2, group: 1956, caps };
    const best = payout(type, type.settle(selection, [1, 2, 3, 4, 5]), terms);
    expect(best.capped).toBe(true);
    expect(check('ssc.star5.combo', selection, 2)).toEqual([
      { kind: 'capped', isExact: true, uncapped: best.uncapped, cap: 400_000_000n },
    ]);
  });

  it('falls back to the bound where the draws are too many to list (PK10)', () => {
    // 3 cars for 冠军 × 19,560 × 10,000: only one can win, but 10! orders are not settled.
    expect(check('pk10.first.direct', { rows: [[1, 2, 3]] }, 10_000)).toEqual([
      { kind: 'capped', isExact: false, uncapped: 586_800_000n, cap: 400_000_000n },
    ]);
  });
});

describe('single-item check: every combination of the type', () => {
  it('finds a ticket holding all of a type’s combinations', () => {
    const items = ['s.big', 's.small', 's.odd', 's.even', 'g.big', 'g.small', 'g.odd', 'g.even'];
    expect(check('ssc.bigSmall.back2', { items })).toEqual([{ kind: 'coversAll', units: 16 }]);
    expect(check('ssc.dragonTiger.w-q', { items: ['dragon', 'tiger', 'tie'] })).toEqual([
      { kind: 'coversAll', units: 3 },
    ]);
    // 100,000 units: every draw wins exactly one, never above the cap.
    expect(check('ssc.star5.direct', { rows: [digits, digits, digits, digits, digits] })).toEqual([
      { kind: 'coversAll', units: 100_000 },
    ]);
  });

  it('finds nothing one combination short', () => {
    const items = ['s.big', 's.small', 's.odd', 's.even', 'g.big', 'g.small', 'g.odd'];
    expect(check('ssc.bigSmall.back2', { items })).toEqual([]);
    expect(check('ssc.front3.special', { items: ['leopard', 'straight'] })).toEqual([]);
  });
});

import { betModes, countUnits, officialCapsOf, priceTicket, type TBetMode } from '@lottery/lottery';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { storageKeys } from '../../../shared/storage/storage-keys.ts';
import { checkedTotalsOf } from './cart-amounts.ts';
import { useCartStore } from './cart-store.ts';
import {
  frontThreeFenTicket,
  starFiveRequest,
  starFiveTicket,
  twoSidedTicket,
} from './testing/cart-fixtures.ts';
import { resetCartState } from './testing/reset-cart-state.ts';

const cart = () => useCartStore.getState();
const ticketsOf = (gameId: number) => cart().tickets.filter((t) => t.gameId === gameId);

beforeEach(() => {
  useSessionStore.setState({ session: null });
  resetCartState();
});

describe('cart store', () => {
  it('adds tickets checked, and totals only the checked ones', () => {
    cart().add(starFiveTicket());
    cart().add(frontThreeFenTicket());
    expect(checkedTotalsOf(cart().tickets)).toEqual({
      count: 2,
      units: 5,
      amountThousandths: 4060n,
    });
    const [first] = cart().tickets;
    cart().setChecked(first?.id ?? '', false);
    expect(checkedTotalsOf(cart().tickets)).toEqual({ count: 1, units: 3, amountThousandths: 60n });
    cart().setAllChecked(2, true);
    expect(checkedTotalsOf(cart().tickets).count).toBe(2);
  });

  it('recomputes the amount exactly when the multiple changes, clamped to 1..max', () => {
    cart().add(frontThreeFenTicket());
    const id = cart().tickets[0]?.id ?? '';
    cart().setMultiple(id, 7);
    // 3 units × 0.020 (分) × 7 = 0.420
    expect(cart().tickets[0]).toMatchObject({ amountThousandths: 420, request: { Multiple: 7 } });
    cart().setMultiple(id, 9999);
    expect(cart().tickets[0]).toMatchObject({
      amountThousandths: 3 * 20 * 5000,
      request: { Multiple: 5000 },
    });
    cart().setMultiple(id, 0);
    expect(cart().tickets[0]).toMatchObject({ amountThousandths: 60, request: { Multiple: 1 } });
  });

  it('leaves two-sided tickets (no multiple on Bet/Place) as they are', () => {
    cart().add(twoSidedTicket());
    cart().setMultiple(cart().tickets[0]?.id ?? '', 3);
    expect(cart().tickets[0]).toMatchObject({ amountThousandths: 20_000 });
  });

  it('removes one ticket, several, or one game’s tickets', () => {
    cart().add(starFiveTicket());
    cart().add(frontThreeFenTicket());
    cart().add(twoSidedTicket());
    cart().remove(cart().tickets[0]?.id ?? '');
    expect(cart().tickets.map((t) => t.betTypeName)).toEqual([
      'Front three direct',
      'Sum big/small odd/even',
    ]);
    cart().clear(2);
    expect(ticketsOf(2)).toEqual([]);
    expect(ticketsOf(5)).toHaveLength(1);
    cart().removeMany([cart().tickets[0]?.id ?? '']);
    expect(cart().tickets).toEqual([]);
  });

  it('keeps the cart in local storage so a reload loses nothing', () => {
    cart().add(starFiveTicket());
    cart().setMultiple(cart().tickets[0]?.id ?? '', 2);
    const before = cart().tickets;
    cart().reload();
    expect(cart().tickets).not.toBe(before);
    expect(cart().tickets).toEqual(before);
    expect(cart().tickets[0]).toMatchObject({ amountThousandths: 8000, checked: true });
  });

  it('ignores stored tickets of the wrong shape', () => {
    localStorage.setItem(
      storageKeys.betCart,
      JSON.stringify({ owner: null, value: [{ id: 'x', gameId: 2, request: { Book: 'nope' } }] }),
    );
    cart().reload();
    expect(cart().tickets).toEqual([]);
  });

  it('forgets the cart when the player signs out, and never shows another player’s', () => {
    const session = {
      accessToken: 't',
      isAgent: false,
      userName: 'alice',
      nickName: 'A',
      expiresAt: Date.now() + 3_600_000,
      loginType: 0,
      isBetVerified: false,
    };
    useSessionStore.setState({ session });
    cart().add(starFiveTicket());
    const alices = localStorage.getItem(storageKeys.betCart);

    useSessionStore.getState().clear();
    expect(cart().tickets).toEqual([]);

    // Bob signs in on the same browser, where Alice's cart was left behind.
    localStorage.setItem(storageKeys.betCart, alices ?? '');
    useSessionStore.setState({ session: { ...session, userName: 'bob' } });
    cart().reload();
    expect(cart().tickets).toEqual([]);
  });
});

describe('cart amounts agree with the rules engine', () => {
  const digits = fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 10 });
  it('units × unit price × multiple equals priceTicket for any 5-star selection, mode, multiple', () => {
    fc.assert(
      fc.property(
        fc.array(digits, { minLength: 5, maxLength: 5 }),
        fc.constantFrom<TBetMode>(...betModes),
        fc.integer({ min: 1, max: 100_000 }),
        (rows, mode, multiple) => {
          const selection = { rows };
          const counted = countUnits('ssc.star5.direct', selection);
          if (!counted.ok) throw new Error('a selection of every row counts');
          resetCartState();
          cart().add(
            starFiveTicket({
              request: starFiveRequest({ Selection: selection, Mode: mode }),
              units: counted.units,
              maxMultiple: null,
            }),
          );
          cart().setMultiple(cart().tickets[0]?.id ?? '', multiple);
          const price = priceTicket({
            betType: 'ssc.star5.direct',
            selection,
            mode,
            multiple,
            group: 1800,
            userGroup: 1800,
            caps: officialCapsOf(10n ** 15n),
          });
          if (!price.ok) throw new Error(price.fault.code);
          expect(BigInt(cart().tickets[0]?.amountThousandths ?? -1)).toBe(price.amount);
        },
      ),
      { numRuns: 200 },
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/session-store.ts';
import { storageKeys } from '../storage/storage-keys.ts';
import {
  handOffTickets,
  onHandOff,
  takeHandedOffTickets,
  type THandedOffTicket,
} from './bet-handoff.ts';

const session = (userName: string) => ({
  accessToken: 't',
  isAgent: false,
  userName,
  nickName: userName,
  expiresAt: Date.now() + 3_600_000,
  loginType: 0,
  isBetVerified: false,
});

const starFive: THandedOffTicket = {
  BetTypeId: 'ssc.star5.direct',
  Book: 'official',
  Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
  Mode: 'yuan',
  Multiple: 3,
  Units: 2,
  Amount: 12,
};

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ session: session('alice') });
});
afterEach(() => useSessionStore.setState({ session: null }));

describe('bet hand-off', () => {
  it('is taken once by its game, and a reload after that finds nothing', () => {
    expect(handOffTickets(2, [starFive])).toBe(true);
    expect(takeHandedOffTickets(5)).toEqual([]);
    expect(takeHandedOffTickets(2)).toEqual([starFive]);
    expect(takeHandedOffTickets(2)).toEqual([]);
    expect(localStorage.getItem(storageKeys.betHandOff)).toBeNull();
  });

  it('keeps only the newest hand-off and tells a page already showing', () => {
    const listener = vi.fn();
    const stop = onHandOff(listener);
    handOffTickets(2, [starFive]);
    handOffTickets(3, [{ ...starFive, Multiple: 1 }]);
    stop();
    handOffTickets(3, [starFive]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(takeHandedOffTickets(2)).toEqual([]);
    expect(takeHandedOffTickets(3)).toEqual([starFive]);
  });

  it("drops an entry that does not parse or is another player's, and keeps none signed out", () => {
    localStorage.setItem(
      storageKeys.betHandOff,
      JSON.stringify({ owner: 'alice', gameId: 2, tickets: [{ ...starFive, Multiple: 0 }] }),
    );
    expect(takeHandedOffTickets(2)).toEqual([]);
    expect(localStorage.getItem(storageKeys.betHandOff)).toBeNull();

    handOffTickets(2, [starFive]);
    useSessionStore.setState({ session: session('bob') });
    expect(takeHandedOffTickets(2)).toEqual([]);
    expect(localStorage.getItem(storageKeys.betHandOff)).toBeNull();

    useSessionStore.setState({ session: null });
    expect(handOffTickets(2, [starFive])).toBe(false);
    expect(localStorage.getItem(storageKeys.betHandOff)).toBeNull();
  });
});

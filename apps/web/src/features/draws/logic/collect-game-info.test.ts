import type { TGameInfoResponse } from '@lottery/contracts';
import { describe, expect, it, vi } from 'vitest';
import { gameInfo } from '../testing/draws-fixtures.ts';
import { collectGameInfo } from './collect-game-info.ts';

/** A fake LotteryGame/Info that answers at most `pageSize` of the known ids asked for. */
function fakeInfo(knownIds: number[], pageSize = 30) {
  return vi.fn(async (ids: number[]): Promise<TGameInfoResponse> => {
    const answered = ids.filter((id) => knownIds.includes(id)).slice(0, pageSize);
    return Object.fromEntries(answered.map((id) => [String(id), gameInfo({ GameId: id })]));
  });
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('collectGameInfo', () => {
  it('re-asks for the ids an answer left out until every id is answered', async () => {
    const ask = fakeInfo(range(1, 70));
    const games = await collectGameInfo(range(1, 70), ask);
    expect([...games.keys()].sort((a, b) => a - b)).toEqual(range(1, 70));
    expect(ask).toHaveBeenCalledTimes(3);
    expect(ask.mock.calls[1]?.[0]).toEqual(range(31, 70));
    expect(ask.mock.calls[2]?.[0]).toEqual(range(61, 70));
  });

  it('stops at an empty answer, keeping what was answered', async () => {
    const ask = fakeInfo(range(1, 40));
    const games = await collectGameInfo([...range(1, 40), 998, 999], ask);
    expect(games.size).toBe(40);
    // 30, then 10 more, then an empty answer for 998 and 999.
    expect(ask).toHaveBeenCalledTimes(3);
    expect(ask.mock.calls[2]?.[0]).toEqual([998, 999]);
  });

  it('asks once when the first answer has everything, and once per distinct id', async () => {
    const ask = fakeInfo([1, 2]);
    const games = await collectGameInfo([1, 2, 2, 1], ask);
    expect(games.size).toBe(2);
    expect(ask).toHaveBeenCalledOnce();
    expect(ask).toHaveBeenCalledWith([1, 2]);
  });

  it('stops when an answer makes no progress on the missing ids', async () => {
    const ask = vi.fn(async (): Promise<TGameInfoResponse> => ({ '5': gameInfo({ GameId: 5 }) }));
    const games = await collectGameInfo([5, 6], ask);
    expect([...games.keys()]).toEqual([5]);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('asks nothing for no ids', async () => {
    const ask = fakeInfo([]);
    expect((await collectGameInfo([], ask)).size).toBe(0);
    expect(ask).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import type { TQueryable } from '../../../db/database.ts';
import { defaultOddsTable } from '../default-odds.ts';
import { twoSidedOddsInForce } from './odds-in-force.ts';

/** A database answering the overrides query with `answer`, counting its queries. */
function fakeDb(answer: () => { version: string | null; overrides: unknown[] }) {
  const db = {
    queries: 0,
    async query<T>() {
      db.queries += 1;
      return [answer()] as T[];
    },
  };
  return db as typeof db & TQueryable;
}

const defaults = defaultOddsTable('k3', 975);
const big = (odds: number) => ({
  betTypeId: 'k3.twoSided.sum',
  level: 'big',
  oddsThousandths: odds,
});

describe('twoSidedOddsInForce', () => {
  it('serves the defaults without a query while the game has no version', async () => {
    const db = fakeDb(() => ({ version: null, overrides: [] }));
    const game = { id: 101, family: 'k3' as const, twoSidedReturnPermille: 975 };
    expect(await twoSidedOddsInForce(db, game, null)).toEqual(defaults);
    expect(db.queries).toBe(0);
  });

  it('reads a new version once, then serves it from the cache until the next version', async () => {
    let stored = { version: 'v1', overrides: [big(2050)] };
    const db = fakeDb(() => stored);
    const game = { id: 102, family: 'k3' as const, twoSidedReturnPermille: 975 };
    const first = await twoSidedOddsInForce(db, game, 'v1');
    expect(first['k3.twoSided.sum']?.odds).toEqual({
      ...defaults['k3.twoSided.sum']?.odds,
      big: 2050,
    });
    expect(await twoSidedOddsInForce(db, game, 'v1')).toBe(first);
    expect(db.queries).toBe(1);

    stored = { version: 'v2', overrides: [big(1990)] };
    const second = await twoSidedOddsInForce(db, game, 'v2');
    expect(second['k3.twoSided.sum']?.odds.big).toBe(1990);
    expect(db.queries).toBe(2);
  });

  it('caches what it read under the version it read, not the one it was given', async () => {
    // A change committed between the caller's read of the game row and this one.
    const db = fakeDb(() => ({ version: 'v4', overrides: [big(2010)] }));
    const game = { id: 103, family: 'k3' as const, twoSidedReturnPermille: 975 };
    expect((await twoSidedOddsInForce(db, game, 'v3'))['k3.twoSided.sum']?.odds.big).toBe(2010);
    expect((await twoSidedOddsInForce(db, game, 'v4'))['k3.twoSided.sum']?.odds.big).toBe(2010);
    expect(db.queries).toBe(1);
  });
});

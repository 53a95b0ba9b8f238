import { describe, expect, it } from 'vitest';
import type { TBetType } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';
import { placeDraws } from '../../core/kit/draw-enumeration.ts';
import { expectLevelProbabilities } from '../../core/kit/probability-check.ts';
import { oneUnitSelections } from '../../core/kit/test-selections.ts';
import { pk10Types } from './pk10-types.ts';

/**
 * PK10 has 10! = 3,628,800 orders. Each type is checked over every ordered choice of cars on the
 * places it looks at (猜前五: 10·9·8·7·6 = 30,240), the other places taking the unused cars in
 * ascending order: exact, since every choice on those places is equally likely. One type is also
 * checked over all 10! orders to confirm the method.
 */
const firstN = (n: number) => Array.from({ length: n }, (_, i) => i);

function placesOf(type: TBetType, selection: TSelection): number[] {
  const [, group = '', method = ''] = type.id.split('.');
  if (group === 'first') return [0];
  if (group.startsWith('front')) return firstN(Number(group.slice(5)));
  if (group === 'position') return [selection.rows?.findIndex((row) => row.length > 0) ?? -1];
  if (method === 'front3') return [0, 1, 2];
  if (method === 'back3') return [7, 8, 9];
  if (method.startsWith('place')) return [Number(method.slice(5)) - 1];
  const dragonTiger = /^dragonTiger(\d+)v(\d+)$/.exec(method);
  if (dragonTiger) return [Number(dragonTiger[1]) - 1, Number(dragonTiger[2]) - 1];
  if (group === 'top2Sum' || method === 'top2Sum') return [0, 1];
  throw new Error(`no places for ${type.id}`);
}

describe('PK10 level probabilities by enumeration', () => {
  it.each(pk10Types.map((type) => [type.id, type] as const))('%s', (_, type) => {
    expectLevelProbabilities(type, oneUnitSelections(type), (selection) =>
      placeDraws(placesOf(type, selection), 10, 1, 10),
    );
  });

  it('confirms the method on 龙虎 1v10 over all 10! orders', () => {
    const type = pk10Types.find((t) => t.id === 'pk10.twoSided.dragonTiger1v10') as TBetType;
    const order = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const state = order.map(() => 0);
    let orders = 1;
    let dragons = type.settle({ items: ['dragon'] }, order).dragon ?? 0;
    // Heap's algorithm: each step swaps two cars, visiting every order once.
    for (let i = 1; i < order.length;) {
      if ((state[i] as number) < i) {
        const j = i % 2 === 0 ? 0 : (state[i] as number);
        [order[i], order[j]] = [order[j] as number, order[i] as number];
        orders += 1;
        dragons += type.settle({ items: ['dragon'] }, order).dragon ?? 0;
        state[i] = (state[i] as number) + 1;
        i = 1;
      } else {
        state[i] = 0;
        i += 1;
      }
    }
    expect(orders).toBe(3_628_800);
    expect(dragons).toBe(orders / 2);
  });
});

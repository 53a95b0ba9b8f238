import fc from 'fast-check';
import type { TBetType } from '../bet-type.ts';
import type { TSelection } from '../selection.ts';

/**
 * Selections for the tests, read from a type's shape: `oneUnitSelections` for the probability
 * tests, `arbitrarySelection` for the laws. 胆拖 types are told apart by an id ending in "banker" (any case).
 */
const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);

export function oneUnitSelections(type: TBetType): TSelection[] {
  const { shape } = type;
  switch (shape.kind) {
    case 'items':
      return shape.items.map((item) => ({ items: [item.id] }));
    case 'sums':
      return range(shape.min, shape.max).map((sum) => ({ sums: [sum] }));
    case 'entries': {
      const { max } = shape.balls;
      return [
        {
          entries: [
            range(max - shape.length + 1, max)
              .reverse()
              .join(' '),
          ],
        },
      ];
    }
    case 'rows': {
      const { rows, balls } = shape;
      if (/banker$/i.test(type.id)) {
        const k = (rows[0]?.maxPicks ?? 0) + 1;
        return [{ rows: [[balls.max], range(balls.min, balls.min + k - 2)] }];
      }
      if (rows.every((row) => row.minPicks === 0))
        return rows.map((_, r) => ({
          rows: rows.map((__, i) => (i === r ? [balls.min + r] : [])),
        }));
      if (rows.length === 1)
        return [{ rows: [range(balls.min, balls.min + (rows[0]?.minPicks ?? 1) - 1)] }];
      return [{ rows: rows.map((_, i) => [balls.max - i]) }];
    }
    default:
      throw new Error(`no one-unit selection for ${type.id}`);
  }
}

/** Valid selections of a type with at most `cap` balls a row (keeps expansion small). */
export function arbitrarySelection(type: TBetType, cap: number): fc.Arbitrary<TSelection> {
  const { shape } = type;
  switch (shape.kind) {
    case 'items':
      return fc
        .subarray(
          shape.items.map((item) => item.id),
          { minLength: 1 },
        )
        .map((items) => ({ items }));
    case 'sums':
      return fc
        .uniqueArray(fc.integer({ min: shape.min, max: shape.max }), {
          minLength: 1,
          maxLength: cap,
        })
        .map((sums) => ({ sums }));
    case 'entries': {
      const ball = fc.integer(shape.balls);
      const entry = fc.uniqueArray(ball, { minLength: shape.length, maxLength: shape.length });
      const key = (balls: number[]) =>
        (shape.group ? [...balls].sort((a, b) => a - b) : balls).join();
      return fc
        .uniqueArray(entry, { minLength: 1, maxLength: cap, selector: key })
        .map((entries) => ({ entries: entries.map((balls) => balls.join(' ')) }));
    }
    case 'rows': {
      const { rows, balls } = shape;
      const ball = fc.integer(balls);
      if (/banker$/i.test(type.id)) {
        const k = (rows[0]?.maxPicks ?? 0) + 1;
        return fc
          .tuple(fc.uniqueArray(ball, { minLength: k, maxLength: Math.max(k, cap) }), fc.nat())
          .map(([picks, d]) => {
            const bankers = 1 + (d % (k - 1));
            return { rows: [picks.slice(0, bankers), picks.slice(bankers)] };
          });
      }
      const row = (min: number) =>
        fc.uniqueArray(ball, { minLength: min, maxLength: Math.max(min, cap) });
      return fc
        .tuple(...rows.map((r) => row(r.minPicks)))
        .filter((picked) => picked.some((r) => r.length > 0))
        .map((picked) => ({ rows: picked }));
    }
    default:
      throw new Error(`no arbitrary selection for ${type.id}`);
  }
}

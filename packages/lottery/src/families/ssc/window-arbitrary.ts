import fc from 'fast-check';
import type { TBetType, TSelectionShape } from '../../core/bet-type.ts';
import type { TSelection } from '../../core/selection.ts';

/**
 * Test support: valid selections for any digit bet type, read from its shape. Balls and typed
 * digits stay ≤ `maxBall` (a small alphabet makes wins common in the law tests), rows hold at
 * most 4 picks so expansions stay small; typed entries the type refuses (豹子, repeats) are
 * dropped one by one, and what is still invalid (too few filled rows) is filtered out.
 */
export function arbitrarySelection(type: TBetType, maxBall = 9): fc.Arbitrary<TSelection> {
  // Typed entries are checked with every box ticked: the boxes do not change which are valid.
  const accepts = (entries: string[]) =>
    type.validate({
      entries,
      ...(type.shape.kind === 'positions' && { positions: [0, 1, 2, 3, 4] }),
    }).ok;
  return plain(type.shape, maxBall, accepts).filter((selection) => type.validate(selection).ok);
}

function plain(
  shape: TSelectionShape,
  maxBall: number,
  accepts: (entries: string[]) => boolean,
): fc.Arbitrary<TSelection> {
  const ball = fc.integer({ min: 0, max: maxBall });
  switch (shape.kind) {
    case 'rows':
      return fc
        .tuple(
          ...shape.rows.map((row) =>
            fc.uniqueArray(ball, {
              minLength: row.minPicks,
              maxLength: Math.max(row.minPicks, Math.min(row.maxPicks, 4)),
            }),
          ),
        )
        .map((rows): TSelection => ({ rows }));
    case 'entries':
      return fc
        .array(fc.array(ball, { minLength: shape.length, maxLength: shape.length }), {
          minLength: 1,
          maxLength: 6,
        })
        .map((list): TSelection => {
          const entries: string[] = [];
          for (const digits of list) {
            if (accepts([...entries, digits.join('')])) entries.push(digits.join(''));
          }
          return { entries };
        });
    case 'sums':
      return fc
        .uniqueArray(fc.integer({ min: shape.min, max: shape.max }), { minLength: 1, maxLength: 4 })
        .map((sums): TSelection => ({ sums }));
    case 'items':
      return fc
        .subarray(
          shape.items.map((item) => item.id),
          { minLength: 1 },
        )
        .map((items): TSelection => ({ items }));
    case 'positions': {
      const positions = fc.uniqueArray(fc.integer({ min: 0, max: shape.positions.length - 1 }), {
        minLength: shape.minPositions,
        maxLength: shape.positions.length,
      });
      return fc
        .tuple(positions, plain(shape.of, maxBall, accepts))
        .map(([p, selection]): TSelection => ({ ...selection, positions: p }));
    }
  }
}

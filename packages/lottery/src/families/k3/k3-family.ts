import type { TFamily } from '../../core/family.ts';
import { names } from '../../core/names.ts';

/**
 * 快3: three dice 1-6, 216 equally likely ordered outcomes. Every bet judges the dice as a
 * multiset (sum, pairs, triples), so the draw is not ordered for bets.
 */
export const k3Family: TFamily = {
  id: 'k3',
  name: names('快3', 'K3'),
  draw: { length: 3, min: 1, max: 6, distinct: false, ordered: false },
};

export const k3Faces = { min: 1, max: 6 } as const;

/** How many dice show `face`. */
export const facesShowing = (draw: readonly number[], face: number) =>
  draw.filter((die) => die === face).length;

export const isTriple = (draw: readonly number[]) => draw[0] === draw[1] && draw[1] === draw[2];

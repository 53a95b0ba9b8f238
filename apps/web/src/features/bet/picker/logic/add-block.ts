import type { TOfficialPrice, TPricingFault } from '@lottery/lottery';

/** Why the pick cannot go to the cart yet; undefined when it can. */
export type TAddBlock =
  | { kind: 'pick' }
  | { kind: 'normalising' }
  | { kind: 'fault'; fault: TPricingFault }
  | { kind: 'noIssue' }
  | { kind: 'overStake'; maxStake: bigint };

/**
 * The first reason, in the order a player fixes them: pick something, wait for typed entries to
 * be checked, mend what the engine refuses, wait for an issue on sale, and stay within the
 * game's stake limit per issue (one ticket above it could never be placed).
 */
export function addBlockOf(state: {
  isPicked: boolean;
  isNormalising: boolean;
  priced: TOfficialPrice | undefined;
  hasIssue: boolean;
  maxStake: bigint;
}): TAddBlock | undefined {
  const { priced } = state;
  if (!state.isPicked) return { kind: 'pick' };
  if (state.isNormalising) return { kind: 'normalising' };
  if (!priced) return { kind: 'pick' };
  if (!priced.ok) return { kind: 'fault', fault: priced.fault };
  if (!state.hasIssue) return { kind: 'noIssue' };
  if (priced.amount > state.maxStake) return { kind: 'overStake', maxStake: state.maxStake };
  return undefined;
}

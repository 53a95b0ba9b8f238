import { findBetType } from '../catalogue.ts';
import { equalLevelShares, type TOfficialCaps } from './prize-group.ts';

/**
 * Types whose one unit can win different levels on different draws (README "Level shares"):
 * without shares each level would return the whole G/2000, so the site gives them equal shares
 * of it. Every other official type wins one level per unit and needs none.
 */
const sharedLevelTypeIds = [
  ...[3, 4, 5, 6, 7, 8, 9, 10].map((pick) => `keno.any.pick${pick}`),
  'marksix.link.threeTwo',
  'marksix.link.twoSpecial',
];
const levelShares = Object.fromEntries(
  sharedLevelTypeIds.flatMap((id) => {
    const type = findBetType(id);
    return type ? [[id, equalLevelShares(type)]] : [];
  }),
);

/**
 * The official book's caps of a game with this payout cap (thousandths). The server prices and
 * settles with these and the bet screen shows prizes and maximum multiples with them, so the two
 * cannot disagree.
 */
export const officialCapsOf = (maxPayoutPerTicket: bigint): TOfficialCaps => ({
  maxPayout: maxPayoutPerTicket,
  levelShares,
});

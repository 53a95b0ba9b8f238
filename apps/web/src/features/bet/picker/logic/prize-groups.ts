import type { TOfficialCaps } from '@lottery/lottery';

/** How far below their own group a player may bet: 100 groups, 5% of the amount as rebate. */
const groupRangeBelowOwn = 100;
/** Offered in steps of 2 groups, each 0.1% more rebate, so the list stays short. */
const groupStep = 2;

/**
 * The prize groups the chooser offers, highest first: the player's own (the most prize, no
 * rebate) down to 100 below it or the book's floor (caps.minGroup), whichever is higher, with the
 * floor itself always offered.
 */
export function prizeGroupChoices(ownGroup: number, caps: TOfficialCaps): number[] {
  const floor = Math.max(caps.minGroup ?? 1, ownGroup - groupRangeBelowOwn, 1);
  const choices: number[] = [];
  for (let group = ownGroup; group >= floor; group -= groupStep) choices.push(group);
  if (floor <= ownGroup && choices.at(-1) !== floor) choices.push(floor);
  return choices;
}

/** The self-rebate of betting at `group`, in percent of the amount, for display: (G_u − G)/20. */
export const rebatePercent = (ownGroup: number, group: number) =>
  ((ownGroup - group) / 20).toFixed(1);

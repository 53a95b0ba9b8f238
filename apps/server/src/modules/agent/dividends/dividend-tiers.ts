/**
 * A dividend tier (research/lottery.md §1.3): a rate of 1-50 % of the team's net loss once the
 * team lost at least minTeamLoss and turned over at least minTurnover, or, with `either`, once
 * one of the two thresholds is met.
 */
export interface TDividendTier {
  minTeamLoss: bigint;
  minTurnover: bigint;
  rateBp: number;
  either: boolean;
}

export const minDividendRateBp = 100;
export const maxDividendRateBp = 5000;

export interface TTeamFigures {
  turnover: bigint;
  /** turnover - prize - rebate: what the team lost; negative when it won. */
  teamLoss: bigint;
}

const meets = (tier: TDividendTier, figures: TTeamFigures) => {
  const loss = figures.teamLoss >= tier.minTeamLoss;
  const turnover = figures.turnover >= tier.minTurnover;
  return tier.either ? loss || turnover : loss && turnover;
};

/**
 * The rate and amount the tiers give for a period's figures: the highest rate among the tiers met,
 * applied to the team's loss (rounded down to the thousandth). A team that did not lose gets
 * nothing, whatever its turnover: a dividend shares a loss the house made money on.
 */
export function dividendFor(
  tiers: readonly TDividendTier[],
  figures: TTeamFigures,
): { rateBp: number; amount: bigint } {
  const rateBp = Math.max(0, ...tiers.filter((tier) => meets(tier, figures)).map((t) => t.rateBp));
  if (rateBp === 0 || figures.teamLoss <= 0n) return { rateBp, amount: 0n };
  return { rateBp, amount: (figures.teamLoss * BigInt(rateBp)) / 10_000n };
}

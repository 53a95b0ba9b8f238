/**
 * The terms of a contract (migration 0029, agent_contract_tiers) and the rate rules of SPEC §5.
 * A tier is reached when the team's loss and turnover over the period are both at least its
 * thresholds; the highest rate among the tiers reached applies, so the rate is a step function
 * that never falls as the figures grow.
 */
export interface TContractTier {
  /** Thousandths; the team's loss over the period (negative loss counts as none). */
  minTeamLoss: bigint;
  /** Thousandths; the team's turnover over the period. */
  minTurnover: bigint;
  /** Basis points of the loss paid as dividend (10000 = 100 %). */
  rateBp: number;
}

/** The rate the terms give for a period's team figures (0 when no tier is reached). */
export function rateAt(
  tiers: readonly TContractTier[],
  teamLoss: bigint,
  turnover: bigint,
): number {
  let rate = 0;
  for (const tier of tiers)
    if (teamLoss >= tier.minTeamLoss && turnover >= tier.minTurnover && tier.rateBp > rate)
      rate = tier.rateBp;
  return rate;
}

export type TContractRateRefusal =
  | { error: 'ContractNoRate' }
  | { error: 'ContractRateAboveSystem'; tier: number; maxRateBp: number }
  | { error: 'ContractRateAboveOwn'; tier: number; ownRateBp: number }
  | { error: 'ContractRateBelowSigned'; tier: number; signedRateBp: number };

/**
 * SPEC §5 for an offer: at least one non-zero tier; no tier above the system maximum; nowhere
 * above the agent's own signed terms (`own` undefined: a top-level agent, bound by the system
 * maximum only); nowhere below the member's signed terms. "Nowhere" is over every pair of
 * figures; since both sides are non-decreasing step functions it is enough to compare at the
 * corners of the tiers: an offered tier against the agent's rate at its thresholds, a signed
 * tier against the offer's rate at its thresholds. Tiers are numbered from 1 in refusals.
 */
export function checkContractRates(
  offer: readonly TContractTier[],
  limits: {
    systemMaxBp: number;
    own: readonly TContractTier[] | undefined;
    signed: readonly TContractTier[] | undefined;
  },
): TContractRateRefusal | undefined {
  if (!offer.some((tier) => tier.rateBp > 0)) return { error: 'ContractNoRate' };
  for (const [index, tier] of offer.entries()) {
    if (tier.rateBp > limits.systemMaxBp)
      return { error: 'ContractRateAboveSystem', tier: index + 1, maxRateBp: limits.systemMaxBp };
    if (limits.own) {
      const ownRateBp = rateAt(limits.own, tier.minTeamLoss, tier.minTurnover);
      if (tier.rateBp > ownRateBp)
        return { error: 'ContractRateAboveOwn', tier: index + 1, ownRateBp };
    }
  }
  for (const [index, tier] of (limits.signed ?? []).entries()) {
    if (rateAt(offer, tier.minTeamLoss, tier.minTurnover) < tier.rateBp)
      return { error: 'ContractRateBelowSigned', tier: index + 1, signedRateBp: tier.rateBp };
  }
  return undefined;
}

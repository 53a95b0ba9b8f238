/**
 * The arithmetic of daily interest, apart from the engine so it can be property-tested: the
 * balance times the rate in basis points, rounded down to the thousandth, capped.
 */
export interface TInterestTerms {
  rateBasisPoints: number;
  minBalance: bigint;
  maxInterest: bigint;
}

export function interestOn(balance: bigint, terms: TInterestTerms): bigint {
  if (balance < terms.minBalance || balance <= 0n) return 0n;
  const interest = (balance * BigInt(terms.rateBasisPoints)) / 10_000n;
  return interest > terms.maxInterest ? terms.maxInterest : interest;
}

/** The least balance that earns something: the minimum, or what a rate pays one thousandth on. */
export function leastEarningBalance(terms: TInterestTerms): bigint {
  const rate = BigInt(terms.rateBasisPoints);
  const forOneThousandth = (10_000n + rate - 1n) / rate;
  return terms.minBalance > forOneThousandth ? terms.minBalance : forOneThousandth;
}

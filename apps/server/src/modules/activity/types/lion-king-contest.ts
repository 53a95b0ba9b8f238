import { cashFlowTypes } from '@lottery/contracts';
import { fail } from '../../../platform/result.ts';
import { claimsInPeriod, progressOfClaims, type TActivityTypeRules } from './type-rules.ts';

/**
 * lionKingContest: a turnover contest, paid by rank when each period ends
 * (modules/activity-contest pays it, a claim row per place). The player claims nothing: the
 * engine's claim is refused, and the detail shows the places' prizes and the player's awards.
 */
export interface TLionKingContestConfig {
  type: 'lionKingContest';
  /** The prize of the 1st, 2nd, … place (thousandths). */
  rankPrizes: bigint[];
  /** Only bets on these games count; empty: every game (read by migration 0048's triggers). */
  gameIds: number[];
  shownPlaces: number;
}

type TStored = {
  type: 'lionKingContest';
  rankPrizes: string[];
  gameIds: number[];
  shownPlaces: number;
};

export const lionKingContestRules: TActivityTypeRules<
  'lionKingContest',
  TLionKingContestConfig,
  TStored
> = {
  type: 'lionKingContest',
  cashFlowType: cashFlowTypes.contestPrize,
  fromInput: (input) => ({
    type: input.Type,
    rankPrizes: input.RankPrizes,
    gameIds: [...new Set(input.GameIds)],
    shownPlaces: input.ShownPlaces,
  }),
  wire: (config) => ({
    Type: config.type,
    RankPrizes: config.rankPrizes,
    GameIds: config.gameIds,
    ShownPlaces: config.shownPlaces,
  }),
  store: (config) => ({
    type: config.type,
    rankPrizes: config.rankPrizes.map(String),
    gameIds: config.gameIds,
    shownPlaces: config.shownPlaces,
  }),
  read: (stored) => ({
    type: stored.type,
    rankPrizes: stored.rankPrizes.map((amount) => BigInt(amount)),
    gameIds: stored.gameIds,
    shownPlaces: stored.shownPlaces,
  }),
  // Each place is a fixed prize: a table of one entry (checked, and the smallest bounds when the
  // budget is spent).
  prizeTables: (config) => config.rankPrizes.map((amount) => [{ amount, weight: 1 }]),
  claimsPerPeriod: () => 1,
  async progress(db, context) {
    const claimed = await claimsInPeriod(db, context);
    return progressOfClaims(claimed.length);
  },
  plan: async () => fail('ContestPaidAtPeriodEnd'),
  hasClaimLeft: () => false,
  // Contest prizes are never drawn (prize_index is NULL), so no draw proof asks for this table.
  tableOfClaim: () => [],
};

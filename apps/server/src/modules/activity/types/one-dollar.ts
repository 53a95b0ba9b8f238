import { cashFlowTypes } from '@lottery/contracts';
import { fail } from '../../../platform/result.ts';
import { claimsInPeriod, progressOfClaims, type TActivityTypeRules } from './type-rules.ts';

/**
 * oneDollar (一元夺宝): not a per-player claim. Players buy shares of rounds and each sold-out
 * round pays one winner; that lives in modules/activity-one-dollar/, which still writes a claim
 * row per prize (so /AwardDetail and the budget hold). Here the engine learns its configuration
 * and that a claim is refused (the round's period key is `r:<round>`).
 */
export interface TOneDollarConfig {
  type: 'oneDollar';
  sharePrice: bigint;
  sharesPerRound: number;
  prize: bigint;
  maxSharesPerPlayer: number;
}

type TStored = {
  type: 'oneDollar';
  sharePrice: string;
  sharesPerRound: number;
  prize: string;
  maxSharesPerPlayer: number;
};

export const oneDollarRules: TActivityTypeRules<'oneDollar', TOneDollarConfig, TStored> = {
  type: 'oneDollar',
  cashFlowType: cashFlowTypes.oneDollar,
  fromInput: (input) => ({
    type: input.Type,
    sharePrice: input.SharePrice,
    sharesPerRound: input.SharesPerRound,
    prize: input.Prize,
    maxSharesPerPlayer: input.MaxSharesPerPlayer,
  }),
  wire: (config) => ({
    Type: config.type,
    SharePrice: config.sharePrice,
    SharesPerRound: config.sharesPerRound,
    Prize: config.prize,
    MaxSharesPerPlayer: config.maxSharesPerPlayer,
  }),
  store: (config) => ({
    type: config.type,
    sharePrice: config.sharePrice.toString(),
    sharesPerRound: config.sharesPerRound,
    prize: config.prize.toString(),
    maxSharesPerPlayer: config.maxSharesPerPlayer,
  }),
  read: (stored) => ({
    type: stored.type,
    sharePrice: BigInt(stored.sharePrice),
    sharesPerRound: stored.sharesPerRound,
    prize: BigInt(stored.prize),
    maxSharesPerPlayer: stored.maxSharesPerPlayer,
  }),
  prizeTables: (config) => [[{ amount: config.prize, weight: 1 }]],
  // A player wins at most every round of a period; the preview's estimate counts one.
  claimsPerPeriod: () => 1,
  async progress(db, context) {
    const claimed = await claimsInPeriod(db, context);
    return progressOfClaims(claimed.length);
  },
  plan: async () => fail('OneDollarBuyInstead'),
  hasClaimLeft: () => false,
  tableOfClaim: (config) => [{ amount: config.prize, weight: 1 }],
};

import { cashFlowTypes } from '@lottery/contracts';
import { succeed } from '../../../platform/result.ts';
import { kenoTierSteps, type TKenoTier } from './deposit-keno-tiers.ts';
import { kenoTurnover } from './keno-turnover.ts';
import { chosenStep, claimedNumbers, hasStepToClaim } from './steps.ts';
import {
  claimsInPeriod,
  progressOfClaims,
  type TActivityTypeRules,
  type TPrizeEntry,
} from './type-rules.ts';

/**
 * depositConsumeKeno2: tiers of (deposited in the period, bet on KENO in the period), each
 * paying its fixed prize once per period when both are reached; claimed tier by tier.
 */
export interface TDepositKenoConfig {
  type: 'depositConsumeKeno2';
  tiers: TKenoTier[];
}

type TStored = {
  type: 'depositConsumeKeno2';
  tiers: { deposit: string; kenoTurnover: string; prize: string }[];
};

const tableOf = (prize: bigint): TPrizeEntry[] => [{ amount: prize, weight: 1 }];

export const depositConsumeKeno2Rules: TActivityTypeRules<
  'depositConsumeKeno2',
  TDepositKenoConfig,
  TStored
> = {
  type: 'depositConsumeKeno2',
  cashFlowType: cashFlowTypes.depositKenoTierPrize,
  fromInput: (input) => ({
    type: input.Type,
    tiers: input.Tiers.map((tier) => ({
      deposit: tier.Deposit,
      kenoTurnover: tier.KenoTurnover,
      prize: tier.Prize,
    })),
  }),
  wire: (config) => ({
    Type: config.type,
    Tiers: config.tiers.map((tier) => ({
      Deposit: tier.deposit,
      KenoTurnover: tier.kenoTurnover,
      Prize: tier.prize,
    })),
  }),
  store: (config) => ({
    type: config.type,
    tiers: config.tiers.map((tier) => ({
      deposit: tier.deposit.toString(),
      kenoTurnover: tier.kenoTurnover.toString(),
      prize: tier.prize.toString(),
    })),
  }),
  read: (stored) => ({
    type: stored.type,
    tiers: stored.tiers.map((tier) => ({
      deposit: BigInt(tier.deposit),
      kenoTurnover: BigInt(tier.kenoTurnover),
      prize: BigInt(tier.prize),
    })),
  }),
  prizeTables: (config) => config.tiers.map((tier) => tableOf(tier.prize)),
  claimsPerPeriod: (config) => config.tiers.length,
  async progress(db, context) {
    const claimed = await claimsInPeriod(db, context);
    const keno = await kenoTurnover(db, {
      userId: context.userId,
      fromMs: context.period.startsAt,
      toMs: context.period.endsAt,
    });
    return {
      ...progressOfClaims(claimed.length),
      steps: kenoTierSteps(
        context.config.tiers,
        { deposited: context.deposited, kenoTurnover: keno },
        claimedNumbers(claimed),
      ),
    };
  },
  async plan(_db, context, progress, step) {
    const chosen = chosenStep(progress.steps, step);
    if (!chosen.ok) return chosen;
    const prize = context.config.tiers[chosen.value.claimNo]?.prize ?? 0n;
    return succeed({ claimNo: chosen.value.claimNo, streakDay: null, table: tableOf(prize) });
  },
  hasClaimLeft: (progress) => hasStepToClaim(progress.steps),
  tableOfClaim: (config, claim) => tableOf(config.tiers[claim.claimNo]?.prize ?? 0n),
};

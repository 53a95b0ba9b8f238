import { cashFlowTypes, thousandthsToNumber } from '@lottery/contracts';
import { dayMs, siteOffsetMs } from '../../../platform/site-date-range.ts';
import { fail, succeed } from '../../../platform/result.ts';
import { siteDayNumberOf } from '../activity-period.ts';
import { interestOn, leastEarningBalance } from './daily-interest-rules.ts';
import { mainBalanceAt } from './overnight-balance.ts';
import { claimsInPeriod, progressOfClaims, type TActivityTypeRules } from './type-rules.ts';

/**
 * dailyInterest: once per site day, interest on the main balance the player held at the end of
 * yesterday (the ledger's sum up to today's site midnight), rounded down and capped
 * (daily-interest-rules.ts). Daily periods only (save-activity.ts). Shown as one step whose
 * Target is the minimum balance, Reached the overnight balance and Prize the interest.
 */
export interface TDailyInterestConfig {
  type: 'dailyInterest';
  rateBasisPoints: number;
  minBalance: bigint;
  maxInterest: bigint;
}

type TStored = {
  type: 'dailyInterest';
  rateBasisPoints: number;
  minBalance: string;
  maxInterest: string;
};

/** Site midnight starting the day of `nowMs`: the end of yesterday. */
const todayStartMs = (nowMs: number) => siteDayNumberOf(nowMs) * dayMs - siteOffsetMs;

const termsOf = (config: TDailyInterestConfig) => ({
  rateBasisPoints: config.rateBasisPoints,
  minBalance: config.minBalance,
  maxInterest: config.maxInterest,
});

export const dailyInterestRules: TActivityTypeRules<
  'dailyInterest',
  TDailyInterestConfig,
  TStored
> = {
  type: 'dailyInterest',
  cashFlowType: cashFlowTypes.dailyInterest,
  periodKind: { only: 'daily', reason: 'interest is paid once per site day' },
  fromInput: (input) => ({
    type: input.Type,
    rateBasisPoints: input.RateBasisPoints,
    minBalance: input.MinBalance,
    maxInterest: input.MaxInterest,
  }),
  wire: (config) => ({
    Type: config.type,
    RateBasisPoints: config.rateBasisPoints,
    MinBalance: config.minBalance,
    MaxInterest: config.maxInterest,
  }),
  store: (config) => ({
    type: config.type,
    rateBasisPoints: config.rateBasisPoints,
    minBalance: config.minBalance.toString(),
    maxInterest: config.maxInterest.toString(),
  }),
  read: (stored) => ({
    type: stored.type,
    rateBasisPoints: stored.rateBasisPoints,
    minBalance: BigInt(stored.minBalance),
    maxInterest: BigInt(stored.maxInterest),
  }),
  prizeTables: (config) => [[{ amount: config.maxInterest, weight: 1 }]],
  claimsPerPeriod: () => 1,
  async progress(db, context) {
    const claimed = await claimsInPeriod(db, context);
    const balance = await mainBalanceAt(db, {
      userId: context.userId,
      beforeMs: todayStartMs(context.nowMs),
    });
    const interest = interestOn(balance, termsOf(context.config));
    return {
      ...progressOfClaims(claimed.length),
      steps: [
        {
          claimNo: 0,
          key: 'interest',
          target: leastEarningBalance(termsOf(context.config)),
          reached: balance,
          done: interest > 0n,
          claimed: claimed.length > 0,
          prize: interest,
        },
      ],
    };
  },
  async plan(_db, context, progress, step) {
    const [today] = progress.steps;
    if (!today || (step !== undefined && step !== 0)) return fail('ActivityClaimNotFound');
    if (today.claimed) return fail('ActivityAlreadyClaimed');
    if (!today.done || today.prize === null || today.prize <= 0n)
      return fail('ActivityInterestBalanceTooLow', {
        balance: thousandthsToNumber(today.reached ?? 0n),
        minimum: thousandthsToNumber(leastEarningBalance(termsOf(context.config))),
      });
    return succeed({ claimNo: 0, streakDay: null, table: [{ amount: today.prize, weight: 1 }] });
  },
  hasClaimLeft: (progress) => progress.steps.some((step) => step.done && !step.claimed),
  tableOfClaim: (config) => [{ amount: config.maxInterest, weight: 1 }],
};

import { cashFlowTypes } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed } from '../../../platform/result.ts';
import { dayKeyOf, siteDayNumberOf } from '../activity-period.ts';
import {
  readTable,
  storeTable,
  tableOfInput,
  wireTable,
  type TStoredTable,
} from './prize-tables.ts';
import {
  claimsInPeriod,
  progressOfClaims,
  type TActivityTypeRules,
  type TClaimContext,
  type TPrizeEntry,
} from './type-rules.ts';

/**
 * dailySignInRedPack: one red packet per site day; the streak counts consecutive days signed in
 * (yesterday's streak + 1, or 1 after a missed day) and picks the day's prize table (days past the
 * last table use the last one).
 */
export interface TDailySignInConfig {
  type: 'dailySignInRedPack';
  streakPrizes: TPrizeEntry[][];
}

const tableOfDay = (config: TDailySignInConfig, streakDay: number | null): TPrizeEntry[] => {
  const day = Math.max(1, Math.min(streakDay ?? 1, config.streakPrizes.length));
  return config.streakPrizes[day - 1] ?? [];
};

/** The streak a sign-in today continues: yesterday's streak day, or 0 after a missed day. */
async function streakBefore(db: TQueryable, context: TClaimContext<TDailySignInConfig>) {
  const [row] = await claimsInPeriod(db, context, dayKeyOf(siteDayNumberOf(context.nowMs) - 1));
  return row?.streak_day ?? 0;
}

type TStored = { type: 'dailySignInRedPack'; streakPrizes: TStoredTable[] };

export const dailySignInRedPackRules: TActivityTypeRules<
  'dailySignInRedPack',
  TDailySignInConfig,
  TStored
> = {
  type: 'dailySignInRedPack',
  cashFlowType: cashFlowTypes.signInRedPack,
  periodKind: { only: 'daily', reason: 'a sign-in streak counts daily periods' },
  fromInput: (input) => ({
    type: input.Type,
    streakPrizes: input.StreakPrizes.map(tableOfInput),
  }),
  wire: (config) => ({ Type: config.type, StreakPrizes: config.streakPrizes.map(wireTable) }),
  store: (config) => ({ type: config.type, streakPrizes: config.streakPrizes.map(storeTable) }),
  read: (stored) => ({ type: stored.type, streakPrizes: stored.streakPrizes.map(readTable) }),
  prizeTables: (config) => config.streakPrizes,
  claimsPerPeriod: () => 1,
  async progress(db, context) {
    const claimed = await claimsInPeriod(db, context);
    const today = claimed[0]?.streak_day;
    return {
      ...progressOfClaims(claimed.length),
      streakDays: today ?? (await streakBefore(db, context)),
    };
  },
  async plan(db, context, progress) {
    if (progress.claimedThisPeriod > 0) return fail('ActivityAlreadyClaimed');
    const streakDay = (await streakBefore(db, context)) + 1;
    return succeed({ claimNo: 0, streakDay, table: tableOfDay(context.config, streakDay) });
  },
  hasClaimLeft: (progress) => progress.claimedThisPeriod === 0,
  tableOfClaim: (config, claim) => tableOfDay(config, claim.streakDay),
};

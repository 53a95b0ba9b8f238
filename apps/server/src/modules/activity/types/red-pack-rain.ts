import { cashFlowTypes } from '@lottery/contracts';
import { fail, succeed } from '../../../platform/result.ts';
import {
  largestPrizeOf,
  readTable,
  storeTable,
  tableOfInput,
  wireTable,
  type TStoredTable,
} from './prize-tables.ts';
import { lockActivity, myGrabs, paidInRain } from './red-pack-rain/rain-claims.ts';
import { announceGrab } from './red-pack-rain/rain-winners.ts';
import {
  nextRainAfter,
  rainAt,
  rainBaseClaimNo,
  siteClockText,
  windowsOfDay,
} from './red-pack-rain/rain-windows.ts';
import { progressOfClaims, type TActivityTypeRules, type TPrizeEntry } from './type-rules.ts';
import { siteDayNumberOf } from '../activity-period.ts';
import { maxGrabsPerRain } from '@lottery/contracts';

/**
 * redPackRain: packets fall in the configured daily windows; each tap is a claim, up to
 * grabsPerRain per player and rain, its amount drawn from the table; a rain pays at most
 * rainBudget (all players together), the activity at most its budget. The day's rains are the
 * progress's steps (Key HH:MM, Reached: what the player grabbed in it, Done: it has ended);
 * SpinsLeft is the grabs left in the rain falling now.
 */
export interface TRedPackRainConfig {
  type: 'redPackRain';
  rains: { start: string; seconds: number }[];
  grabsPerRain: number;
  prizes: TPrizeEntry[];
  rainBudget: bigint;
}

type TStored = {
  type: 'redPackRain';
  rains: { start: string; seconds: number }[];
  grabsPerRain: number;
  prizes: TStoredTable;
  rainBudget: string;
};

const inRain = (base: number) => (grab: { claimNo: number }) =>
  grab.claimNo >= base && grab.claimNo < base + maxGrabsPerRain;

export const redPackRainRules: TActivityTypeRules<'redPackRain', TRedPackRainConfig, TStored> = {
  type: 'redPackRain',
  cashFlowType: cashFlowTypes.redPackRain,
  fromInput: (input) => ({
    type: input.Type,
    rains: input.Rains.map((rain) => ({ start: rain.Start, seconds: rain.Seconds })),
    grabsPerRain: input.GrabsPerRain,
    prizes: tableOfInput(input.Prizes),
    rainBudget: input.RainBudget,
  }),
  wire: (config) => ({
    Type: config.type,
    Rains: config.rains.map((rain) => ({ Start: rain.start, Seconds: rain.seconds })),
    GrabsPerRain: config.grabsPerRain,
    Prizes: wireTable(config.prizes),
    RainBudget: config.rainBudget,
  }),
  store: (config) => ({
    ...config,
    prizes: storeTable(config.prizes),
    rainBudget: String(config.rainBudget),
  }),
  read: (stored) => ({
    ...stored,
    prizes: readTable(stored.prizes),
    rainBudget: BigInt(stored.rainBudget),
  }),
  prizeTables: (config) => [config.prizes],
  claimsPerPeriod: (config) => config.rains.length * config.grabsPerRain,
  async progress(db, context) {
    const { config, nowMs, period } = context;
    const grabs = await myGrabs(db, {
      activityId: context.activity.id,
      userId: context.userId,
      periodKey: period.key,
    });
    const falling = rainAt(config, nowMs);
    const steps = windowsOfDay(config, siteDayNumberOf(nowMs)).map((window) => {
      const base = rainBaseClaimNo({ periodStartsAt: period.startsAt, nowMs, rain: window.index });
      const mine = grabs.filter(inRain(base));
      return {
        claimNo: base,
        key: config.rains[window.index]?.start ?? '',
        target: null,
        reached: mine.reduce((sum, grab) => sum + grab.amount, 0n),
        done: nowMs >= window.endsAt,
        claimed: mine.length > 0,
        prize: null,
      };
    });
    const current = falling ? steps[falling.index] : undefined;
    const grabbedNow = current ? grabs.filter(inRain(current.claimNo)).length : 0;
    return {
      ...progressOfClaims(grabs.length),
      spinsLeft: current ? Math.max(0, config.grabsPerRain - grabbedNow) : 0,
      steps,
    };
  },
  async plan(db, context) {
    const { config, nowMs, period } = context;
    const falling = rainAt(config, nowMs);
    if (!falling)
      return fail('RedPackRainNotRaining', {
        next: siteClockText(nextRainAfter(config, nowMs).startsAt),
      });
    const base = rainBaseClaimNo({ periodStartsAt: period.startsAt, nowMs, rain: falling.index });
    await lockActivity(db, context.activity.id);
    const mine = (
      await myGrabs(db, {
        activityId: context.activity.id,
        userId: context.userId,
        periodKey: period.key,
      })
    ).filter(inRain(base));
    if (mine.length >= config.grabsPerRain)
      return fail('RedPackRainNoGrabsLeft', { grabs: config.grabsPerRain });
    const paid = await paidInRain(db, {
      activityId: context.activity.id,
      periodKey: period.key,
      base,
    });
    if (paid + largestPrizeOf(config.prizes) > config.rainBudget) return fail('RedPackRainEmpty');
    return succeed({ claimNo: base + mine.length, streakDay: null, table: config.prizes });
  },
  hasClaimLeft: (progress) => progress.spinsLeft > 0,
  tableOfClaim: (config) => config.prizes,
  afterClaim: (tx, claim) =>
    announceGrab(tx, { activityId: claim.activity.id, claimId: claim.claimId, now: claim.nowMs }),
};

import type { TActivityDetailView } from '../api/activity-api.ts';
import { at, award, rouletteDetail } from '../testing/activity-fixtures.tsx';

/** A red-pack rain's detail; the fixtures' clock `at` is 20:00 site time. */
export const rainDetail = (
  rains: { Start: string; Seconds: number }[],
  patch: Partial<TActivityDetailView> = {},
): TActivityDetailView => ({
  ...rouletteDetail(),
  ActivityId: 9,
  Type: 'redPackRain',
  Title: 'Red packet rain',
  Config: {
    Type: 'redPackRain',
    Rains: rains,
    GrabsPerRain: 3,
    Prizes: [
      { Amount: 1, Weight: 6 },
      { Amount: 5, Weight: 1 },
    ],
    RainBudget: 100,
  },
  Progress: {
    ClaimedThisPeriod: 0,
    StreakDays: 0,
    SpinsLeft: 0,
    NextSpinTurnover: null,
    TurnoverThisPeriod: 0,
    Steps: rains.map((rain, index) => ({
      ClaimNo: index * 50,
      Key: rain.Start,
      Target: null,
      Reached: 0,
      Done: false,
      Claimed: false,
      Prize: null,
    })),
  },
  CanClaim: false,
  ...patch,
});

export const winner = (claimId: number, loginId: string, amount: number) => ({
  ClaimId: claimId,
  LoginId: loginId,
  Amount: amount,
  Rain: 0,
  At: at - 30_000,
});

export const grabAward = (amount: number) =>
  award({
    ActivityId: 9,
    ActivityType: 'redPackRain',
    Amount: amount,
    ClaimedAt: at,
    CashFlowType: 511,
  });

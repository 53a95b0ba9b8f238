import type { TActivityAwardView, TActivityDetailView } from '../api/activity-api.ts';
import { at, award, rouletteDetail } from '../testing/activity-fixtures.tsx';

/** Details and awards of the task and tier screens' tests. */
type TStep = TActivityDetailView['Progress']['Steps'][number];

export const step = (patch: Partial<TStep> & { ClaimNo: number; Key: string }): TStep => ({
  Target: null,
  Reached: null,
  Done: false,
  Claimed: false,
  Prize: null,
  ...patch,
});

const progress = (steps: TStep[]): TActivityDetailView['Progress'] => ({
  ...rouletteDetail().Progress,
  SpinsLeft: 0,
  NextSpinTurnover: null,
  Steps: steps,
});

export const newbieDetail = (steps: TStep[], patch: Partial<TActivityDetailView> = {}) =>
  rouletteDetail({
    ActivityId: 21,
    Type: 'newbieQuest',
    Title: 'New player tasks',
    PeriodKind: 'once',
    PeriodKey: 'once',
    Config: {
      Type: 'newbieQuest',
      Tasks: [
        { Task: 'bindBankCard', Prize: 3 },
        { Task: 'firstDeposit', Prize: 8 },
        { Task: 'firstBet', Prize: 5 },
      ],
      WithinDays: 7,
    },
    Progress: progress(steps),
    ...patch,
  });

export const firstDepositDetail = (steps: TStep[], patch: Partial<TActivityDetailView> = {}) =>
  rouletteDetail({
    ActivityId: 22,
    Type: 'firstDepositByCategory',
    Title: 'First deposit bonus',
    PeriodKind: 'once',
    PeriodKey: 'once',
    Config: {
      Type: 'firstDepositByCategory',
      Categories: [
        { Category: 'bank', PercentBps: 1000, Cap: 188 },
        { Category: 'usdt', PercentBps: 1500, Cap: 388 },
      ],
      BonusWallet: null,
    },
    Progress: progress(steps),
    ...patch,
  });

export const kenoDetail = (steps: TStep[], patch: Partial<TActivityDetailView> = {}) =>
  rouletteDetail({
    ActivityId: 23,
    Type: 'depositConsumeKeno2',
    Title: 'Deposit & Keno rewards',
    Config: {
      Type: 'depositConsumeKeno2',
      Tiers: [
        { Deposit: 100, KenoTurnover: 200, Prize: 5 },
        { Deposit: 500, KenoTurnover: 1000, Prize: 28 },
      ],
    },
    Progress: progress(steps),
    ...patch,
  });

export const fixedAward = (patch: Partial<TActivityAwardView>) =>
  award({ PrizeIndex: null, ClaimedAt: at, ...patch });

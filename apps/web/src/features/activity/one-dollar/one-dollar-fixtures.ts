import { commitmentOf, prizeDrawIndex } from '@lottery/lottery';
import type { TOneDollarRoundView } from './one-dollar-api.ts';

/** Rounds for the one-dollar screen's tests: a real drawn round (seed 0xcdcd…, 100 shares). */
const seed = 'cd'.repeat(32);
export const winning = prizeDrawIndex({
  serverSeedHex: seed,
  activityId: 9,
  periodKey: 'r:3',
  userId: 0,
  nonce: 0,
  weights: new Array<number>(100).fill(1),
});

export const drawnRound = (patch: Partial<TOneDollarRoundView> = {}): TOneDollarRoundView => ({
  ActivityId: 9,
  RoundNo: 3,
  PeriodKey: 'r:3',
  State: 'drawn',
  SharePrice: 1,
  SharesTotal: 100,
  SharesSold: 100,
  Prize: 88,
  Commitment: commitmentOf(seed),
  ServerSeed: seed,
  WinningShare: winning,
  Winner: 'de***1',
  IsMine: false,
  MyShares: [],
  MyRefunded: false,
  OpenedAt: 0,
  ClosedAt: 1,
  ...patch,
});

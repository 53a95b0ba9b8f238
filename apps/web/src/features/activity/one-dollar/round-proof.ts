import { verifyPrizeDraw } from '@lottery/lottery';
import type { TOneDollarRoundView } from './one-dollar-api.ts';

/**
 * The browser's own check of a drawn round (server: activity-one-dollar/draw-round.ts): the
 * revealed seed hashes to the commitment shown since the round opened, and the weighted draw over
 * one weight per share, with public entropy `activityId:r:<round>:0` and nonce 0, gives the
 * winning share. 'pending' until the round is drawn and its seed revealed.
 */
export type TRoundCheck = 'verified' | 'failed' | 'pending';

export function checkRound(round: TOneDollarRoundView): TRoundCheck {
  if (round.State !== 'drawn' || round.ServerSeed === null || round.WinningShare === null)
    return 'pending';
  const result = verifyPrizeDraw({
    serverSeedHex: round.ServerSeed,
    commitment: round.Commitment,
    activityId: round.ActivityId,
    periodKey: round.PeriodKey,
    userId: 0,
    nonce: 0,
    weights: new Array<number>(round.SharesTotal).fill(1),
    drawnIndex: round.WinningShare,
  });
  return result.ok ? 'verified' : 'failed';
}

/** My share numbers as ranges a person reads: "#3–#5, #9". Shares count from 1 on screen. */
export const shareRanges = (mine: TOneDollarRoundView['MyShares']) =>
  mine
    .map(({ FirstShare, Shares }) =>
      Shares === 1 ? `#${FirstShare + 1}` : `#${FirstShare + 1}–#${FirstShare + Shares}`,
    )
    .join(', ');

import { placeBets, type TPlaceBetsAnswer } from '../cart/api/place-bets.ts';
import type { TPendingPlace } from '../cart/pending-bets-store.ts';
import type { TSendResult } from '../cart/send-idempotent.ts';
import { betWithVoucher } from './api/bet-with-voucher.ts';

export interface TPlaceAnswer {
  bet: TPlaceBetsAnswer;
  /** What the voucher paid of the stake; null for a bet without one. */
  voucherPaid: number | null;
}

/**
 * A journalled cart goes to Bet/Place, or with its voucher to Coupon/BetWithVoucher, under its
 * own key either way; both answers come back in one shape.
 */
export async function sendPlaceRequest(entry: TPendingPlace): Promise<TSendResult<TPlaceAnswer>> {
  if (entry.couponId === undefined) {
    const result = await placeBets(entry.body, entry.key);
    return result.kind === 'answered'
      ? { kind: 'answered', value: { bet: result.value, voucherPaid: null } }
      : result;
  }
  const result = await betWithVoucher(entry.body, entry.couponId, entry.key);
  return result.kind === 'answered'
    ? {
        kind: 'answered',
        value: { bet: result.value.Bet, voucherPaid: result.value.Coupon.AmountPaid ?? 0 },
      }
    : result;
}

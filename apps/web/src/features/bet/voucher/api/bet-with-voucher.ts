import type { ZBetWithVoucherResponse } from '@lottery/contracts';
import type { z } from 'zod';
import type { TPlaceBetsBody } from '../../cart/pending-bets-store.ts';
import { sendIdempotent } from '../../cart/send-idempotent.ts';

export type TBetWithVoucherAnswer = z.output<typeof ZBetWithVoucherResponse>;

export const betWithVoucherPath = '/api/Coupon/BetWithVoucher';

/**
 * POST /api/Coupon/BetWithVoucher: the same cart body as Bet/Place with the voucher paying part
 * of its stake, under the key the journal keeps for it (the bet and the voucher commit together).
 */
export const betWithVoucher = (body: TPlaceBetsBody, couponId: number, idempotencyKey: string) =>
  sendIdempotent<TBetWithVoucherAnswer>(
    betWithVoucherPath,
    { CouponId: couponId, Bet: body },
    idempotencyKey,
  );

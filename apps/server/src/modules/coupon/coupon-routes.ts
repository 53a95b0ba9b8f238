import {
  ZBetWithVoucherRequest,
  ZBetWithVoucherResponse,
  ZChooseCouponForDepositRequest,
  ZClaimableCouponList,
  ZClaimCouponRequest,
  ZMyCoupons,
  ZMyCouponsRequest,
  ZPlayerCoupon,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { betWithVoucher } from './bet-with-voucher.ts';
import { chooseCouponForDeposit } from './choose-for-deposit.ts';
import { claimCoupon } from './claim-coupon.ts';
import { listClaimableCoupons, listMyCoupons } from './player-coupons.ts';

const player = { tags: ['Coupons'], access: 'user', method: 'POST' } as const;

/** The player's coupons (issue #23): /Coupon claims, /CouponList lists, bets and deposits use. */
export function couponRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...player,
      url: '/api/Coupon/Claimable',
      summary: 'Coupons I can claim, with what is left and how many I hold',
      response: ZClaimableCouponList,
      handler: ({ session, language }) => listClaimableCoupons(deps.db, session.userId, language),
    }),
    defineRoute({
      ...player,
      url: '/api/Coupon/MyCoupons',
      summary: 'My coupons in one state (unused, used, expired), with the count of each',
      body: ZMyCouponsRequest,
      response: ZMyCoupons,
      handler: ({ session, body, language }) =>
        listMyCoupons(deps.db, {
          userId: session.userId,
          state: body.State,
          language,
          now: deps.clock.now(),
        }),
    }),
    defineRoute({
      ...player,
      url: '/api/Coupon/Claim',
      summary: 'Claim a coupon (Idempotency-Key header; per-player limit and quantity hold)',
      body: ZClaimCouponRequest,
      response: ZPlayerCoupon,
      handler: async (input) => unwrap(await claimCoupon(deps, input)),
    }),
    defineRoute({
      ...player,
      url: '/api/Coupon/BetWithVoucher',
      summary:
        'Place a bet on an issue with a bet voucher paying part of its stake (Idempotency-Key ' +
        'header; the bet and the voucher commit together)',
      body: ZBetWithVoucherRequest,
      response: ZBetWithVoucherResponse,
      handler: async (input) => unwrap(await betWithVoucher(deps, input)),
    }),
    defineRoute({
      ...player,
      url: '/api/Coupon/ChooseForDeposit',
      summary:
        'Choose a deposit coupon for a deposit order waiting for payment; paid when it is ' +
        'credited (Idempotency-Key header)',
      body: ZChooseCouponForDepositRequest,
      response: ZPlayerCoupon,
      handler: async (input) => unwrap(await chooseCouponForDeposit(deps, input)),
    }),
  ];
}

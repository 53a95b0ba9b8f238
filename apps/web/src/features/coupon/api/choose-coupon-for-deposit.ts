import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostIdempotent } from '../../../shared/api/http-client.ts';
import { couponsKey } from '../../../shared/api/coupons-key.ts';
import type { TPlayerCouponView } from './get-my-coupons.ts';

/** POST /api/Coupon/ChooseForDeposit: paid when that order is credited. */
export const chooseCouponForDeposit = (couponId: number, orderNo: string, idempotencyKey: string) =>
  apiPostIdempotent<TPlayerCouponView>(
    '/api/Coupon/ChooseForDeposit',
    { CouponId: couponId, OrderNo: orderNo },
    idempotencyKey,
  );

export function useChooseCouponForDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { couponId: number; orderNo: string; idempotencyKey: string }) =>
      chooseCouponForDeposit(input.couponId, input.orderNo, input.idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

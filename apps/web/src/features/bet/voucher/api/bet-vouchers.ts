import type { ZMyCoupons } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../../shared/api/http-client.ts';
import { couponsKey } from '../../../../shared/api/coupons-key.ts';
import { useSessionStore } from '../../../../shared/session/session-store.ts';

export type TVoucherCoupon = z.infer<typeof ZMyCoupons>['Items'][number];

/**
 * The player's unused coupons, read for the bet slip. The key is the one /CouponList reads its
 * unused tab with, so the two share one answer and a claim or a use reloads both. Asked only
 * when signed in and when the slip can use a voucher (use-slip-voucher.ts).
 */
export const useUnusedCoupons = (enabled: boolean) => {
  const isSignedIn = useSessionStore((state) => state.session !== null);
  return useQuery({
    queryKey: [...couponsKey, 'mine', 'unused'],
    queryFn: () =>
      apiPost<z.infer<typeof ZMyCoupons>>('/api/Coupon/MyCoupons', { State: 'unused' }),
    enabled: enabled && isSignedIn,
  });
};

import type { TCouponState, ZMyCoupons } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/http-client.ts';
import { couponsKey } from '../../../shared/api/coupons-key.ts';

export type TMyCouponsView = z.infer<typeof ZMyCoupons>;
export type TPlayerCouponView = TMyCouponsView['Items'][number];

/** POST /api/Coupon/MyCoupons: my coupons in one state, with the count of each. */
export const myCouponsQuery = (state: TCouponState) =>
  queryOptions({
    queryKey: [...couponsKey, 'mine', state],
    queryFn: () => apiPost<TMyCouponsView>('/api/Coupon/MyCoupons', { State: state }),
  });

export const useMyCoupons = (state: TCouponState) => useQuery(myCouponsQuery(state));

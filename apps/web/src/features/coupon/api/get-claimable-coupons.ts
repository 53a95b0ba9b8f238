import type { ZClaimableCouponList } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/http-client.ts';
import { couponsKey } from '../../../shared/api/coupons-key.ts';

export type TClaimableCouponView = z.infer<typeof ZClaimableCouponList>['Items'][number];

/** POST /api/Coupon/Claimable: the coupons on offer, with what is left and what I hold. */
export const claimableCouponsQuery = queryOptions({
  queryKey: [...couponsKey, 'claimable'],
  queryFn: () => apiPost<{ Items: TClaimableCouponView[] }>('/api/Coupon/Claimable'),
});

export const useClaimableCoupons = () => useQuery(claimableCouponsQuery);

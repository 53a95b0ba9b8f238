import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostIdempotent } from '../../../shared/api/http-client.ts';
import { couponsKey } from '../../../shared/api/coupons-key.ts';
import type { TPlayerCouponView } from './get-my-coupons.ts';

/** POST /api/Coupon/Claim (Idempotency-Key: pressing again after no answer is the same claim). */
export const claimCoupon = (templateId: number, idempotencyKey: string) =>
  apiPostIdempotent<TPlayerCouponView>(
    '/api/Coupon/Claim',
    { TemplateId: templateId },
    idempotencyKey,
  );

/** The lists reload whatever the answer: a refusal (sold out, limit) means they are out of date. */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, idempotencyKey }: { templateId: number; idempotencyKey: string }) =>
      claimCoupon(templateId, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

import type { ZInitDepositDataResponse } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/http-client.ts';
import { couponsKey } from '../../../shared/api/coupons-key.ts';

export type TPendingDepositView = NonNullable<
  z.infer<typeof ZInitDepositDataResponse>['PendingOrder']
>;

/**
 * The player's deposit order waiting for payment (one at a time), which a deposit coupon can be
 * chosen for: read from POST /api/DepositRequest/InitDepositData, fetched only when asked.
 */
export const usePendingDeposit = (enabled: boolean) =>
  useQuery({
    queryKey: [...couponsKey, 'pendingDeposit'],
    queryFn: async () =>
      (
        await apiPost<z.infer<typeof ZInitDepositDataResponse>>(
          '/api/DepositRequest/InitDepositData',
        )
      ).PendingOrder,
    enabled,
    staleTime: 0,
  });

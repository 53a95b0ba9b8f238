import {
  ZAdminCoupons,
  ZAdminCouponTemplate,
  ZAdminCouponTemplateList,
  ZIssueCouponsResponse,
  type TCouponTemplateState,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../shared/api/client.ts';
import { wireSchema } from '../../shared/api/wire-schema.ts';

export type TTemplateRow = z.output<typeof ZAdminCouponTemplate>;
export type TIssuedCouponRow = z.output<typeof ZAdminCoupons>['Items'][number];

const couponsKey = ['admin', 'coupons'] as const;

export const templatesQuery = queryOptions({
  queryKey: [...couponsKey, 'templates'],
  queryFn: () => apiGet('/api/Admin/CouponTemplates', wireSchema(ZAdminCouponTemplateList)),
});

export const useTemplates = () => useQuery(templatesQuery);

/** Issued coupons by the filters in the address (template, player, state) and page. */
export function useIssuedCoupons(filters: {
  TemplateId: string;
  LoginId: string;
  State: string;
  Page: number;
}) {
  return useQuery({
    queryKey: [...couponsKey, 'issued', filters],
    queryFn: () =>
      apiGet('/api/Admin/Coupons', wireSchema(ZAdminCoupons), {
        TemplateId: filters.TemplateId || undefined,
        LoginId: filters.LoginId || undefined,
        State: filters.State || undefined,
        Page: filters.Page,
        PageSize: 20,
      }),
  });
}

/**
 * The form's request as the API takes it (money as the typed decimal text, which the server
 * parses exactly): a new template without Id, changes with it. Every coupon list reloads.
 */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Record<string, unknown>) =>
      apiPost('/api/Admin/CouponTemplates/Save', request, wireSchema(ZAdminCouponTemplate)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function useSetTemplateState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { Id: number; State: TCouponTemplateState; Reason: string }) =>
      apiPost('/api/Admin/CouponTemplates/SetState', input, wireSchema(ZAdminCouponTemplate)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function useIssueCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { TemplateId: number; LoginIds: string[]; Reason: string }) =>
      apiPost('/api/Admin/Coupons/Issue', input, ZIssueCouponsResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

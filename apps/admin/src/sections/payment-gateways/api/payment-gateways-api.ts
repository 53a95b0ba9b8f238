import {
  ZPaymentGateway,
  ZPaymentGatewayList,
  type TSavePaymentGatewayRequest,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../shared/api/client.ts';

const gatewaysKey = ['payment-gateways'] as const;

export const gatewaysQuery = () =>
  queryOptions({
    queryKey: gatewaysKey,
    queryFn: () => apiGet('/api/Admin/PaymentGateways', ZPaymentGatewayList),
  });

/** Adds a gateway (POST) or changes one by code (PUT); the list re-reads. */
export function useSaveGateway(mode: 'create' | 'update') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TSavePaymentGatewayRequest) =>
      mode === 'create'
        ? apiPost('/api/Admin/PaymentGateways', request, ZPaymentGateway)
        : apiPut('/api/Admin/PaymentGateways', request, ZPaymentGateway),
    onSettled: () => client.invalidateQueries({ queryKey: gatewaysKey }),
  });
}

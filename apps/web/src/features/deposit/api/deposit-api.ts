import type {
  TCreateDepositRequest,
  TDepositOrderView,
  TInitDepositData,
} from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, apiPostIdempotent } from '../../../shared/api/http-client.ts';

/** The order as the client receives it: money as JSON numbers. */
export type TDepositOrder = Omit<
  TDepositOrderView,
  'Amount' | 'ReceivedAmount' | 'Fee' | 'Bonus'
> & { Amount: number; ReceivedAmount: number | null; Fee: number; Bonus: number };

type TMoneyOf<T> = {
  [K in keyof T]: T[K] extends bigint ? number : T[K] extends bigint | null ? number | null : T[K];
};

export type TChannelOffer = TMoneyOf<
  Omit<TInitDepositData['Types'][number]['Channels'][number], 'Charge'>
> & {
  Charge: TMoneyOf<TInitDepositData['Types'][number]['Channels'][number]['Charge']>;
};

export interface TDepositData {
  DepositDisabled: boolean;
  Types: { Type: number; Channels: TChannelOffer[] }[];
  PendingOrder: TDepositOrder | null;
  Turnover: { Required: number; Achieved: number; Remaining: number };
}

/** Every deposit query, so a change of an order refreshes them all. */
export const depositKey = ['deposit'] as const;

export const depositDataQuery = queryOptions({
  queryKey: [...depositKey, 'init'],
  queryFn: () => apiPost<TDepositData>('/api/DepositRequest/InitDepositData'),
});

export const depositOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...depositKey, 'order', orderNo],
    queryFn: () => apiPost<TDepositOrder>('/api/DepositRequest/GetOrder', { OrderNo: orderNo }),
    // A waiting order is re-read now and then: a payment may land without a push (online pay).
    refetchInterval: (query) => (query.state.data?.State === 0 ? 5_000 : false),
  });

/** POST /api/DepositRequest/Create; the key makes a retry of the same tap the same order. */
export const createDeposit = (
  request: Omit<TCreateDepositRequest, 'Amount'> & { Amount: number },
  idempotencyKey: string,
) => apiPostIdempotent<TDepositOrder>('/api/DepositRequest/Create', request, idempotencyKey);

export const cancelDeposit = (orderNo: string) =>
  apiPost<TDepositOrder>('/api/DepositRequest/Cancel', { OrderNo: orderNo });

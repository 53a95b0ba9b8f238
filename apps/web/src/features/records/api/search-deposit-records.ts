import type {
  TDepositOrderView,
  TDepositRecordRequest,
  TDepositRecordResponse,
} from '@lottery/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';

/** A deposit order as the client receives it: money as JSON numbers. */
export type TDepositRecord = Omit<
  TDepositOrderView,
  'Amount' | 'ReceivedAmount' | 'Fee' | 'Bonus'
> & { Amount: number; ReceivedAmount: number | null; Fee: number; Bonus: number };

type TRecords = Omit<TDepositRecordResponse, 'Items'> & { Items: TDepositRecord[] };

/** POST /api/DepositRecord/Search: the player's deposit orders, newest first, by page. */
export const useDepositRecords = (request: TDepositRecordRequest, isEnabled: boolean) =>
  useQuery({
    queryKey: [...recordsKey, 'deposit', request],
    queryFn: () => apiPost<TRecords>('/api/DepositRecord/Search', request),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });

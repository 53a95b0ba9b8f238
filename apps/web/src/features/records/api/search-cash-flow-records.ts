import type { TCashFlowRecordRequest, TCashFlowRecordResponse } from '@lottery/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';

export type TCashFlowRecord = TCashFlowRecordResponse['Items'][number];

/** POST /api/CashFlowRecord/Search: the main wallet's statement, newest first, by page. */
export const searchCashFlowRecords = (request: TCashFlowRecordRequest) =>
  apiPost<TCashFlowRecordResponse>('/api/CashFlowRecord/Search', request);

export const cashFlowRecordsQuery = (request: TCashFlowRecordRequest) =>
  queryOptions({
    queryKey: [...recordsKey, 'cashFlow', request],
    queryFn: () => searchCashFlowRecords(request),
    placeholderData: keepPreviousData,
  });

export const useCashFlowRecords = (request: TCashFlowRecordRequest, isEnabled = true) =>
  useQuery({ ...cashFlowRecordsQuery(request), enabled: isEnabled });

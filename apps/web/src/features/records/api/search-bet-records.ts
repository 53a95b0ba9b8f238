import type { ZBetRecordSearchRequest, ZBetRecordSearchResponse } from '@lottery/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/http-client.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';

export type TBetRecordSearch = z.input<typeof ZBetRecordSearchRequest>;
export type TBetRecordPage = z.output<typeof ZBetRecordSearchResponse>;
export type TBetRecord = TBetRecordPage['Items'][number];

/** POST /api/BetRecord/Search: the player's tickets, newest first, a page at a time. */
export const searchBetRecords = (request: TBetRecordSearch) =>
  apiPost<TBetRecordPage>('/api/BetRecord/Search', request);

export const betRecordsQuery = (request: TBetRecordSearch) =>
  queryOptions({
    queryKey: [...recordsKey, 'bets', request],
    queryFn: () => searchBetRecords(request),
    placeholderData: keepPreviousData,
  });

export const useBetRecords = (request: TBetRecordSearch, isEnabled = true) =>
  useQuery({ ...betRecordsQuery(request), enabled: isEnabled });

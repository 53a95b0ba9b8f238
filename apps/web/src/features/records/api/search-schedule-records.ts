import type {
  ZScheduleRecordSearchRequest,
  ZScheduleRecordSearchResponse,
} from '@lottery/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/http-client.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';

export type TScheduleRecordSearch = z.input<typeof ZScheduleRecordSearchRequest>;
export type TScheduleRecordPage = z.output<typeof ZScheduleRecordSearchResponse>;
export type TScheduleRecord = TScheduleRecordPage['Items'][number];
export type TScheduleRecordIssue = TScheduleRecord['Issues'][number];

/** POST /api/ScheduleRecord/Search: the player's chained bets with their issues, by page. */
export const searchScheduleRecords = (request: TScheduleRecordSearch) =>
  apiPost<TScheduleRecordPage>('/api/ScheduleRecord/Search', request);

export const scheduleRecordsQuery = (request: TScheduleRecordSearch) =>
  queryOptions({
    queryKey: [...recordsKey, 'schedules', request],
    queryFn: () => searchScheduleRecords(request),
    placeholderData: keepPreviousData,
  });

export const useScheduleRecords = (request: TScheduleRecordSearch, isEnabled = true) =>
  useQuery({ ...scheduleRecordsQuery(request), enabled: isEnabled });

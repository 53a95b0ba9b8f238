import type { TProfitReportRequest, TProfitReportResponse } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/http-client.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';

export type TProfitFigures = TProfitReportResponse['Total'];
export type TProfitDay = TProfitReportResponse['Days'][number];
export type TProfitGame = TProfitReportResponse['Games'][number];

/** POST /api/ProfitReport/Get: turnover, prizes, rebates and profit per site day and per game. */
export const getProfitReport = (request: TProfitReportRequest) =>
  apiPost<TProfitReportResponse>('/api/ProfitReport/Get', request);

export const profitReportQuery = (request: TProfitReportRequest) =>
  queryOptions({
    queryKey: [...recordsKey, 'profit', request],
    queryFn: () => getProfitReport(request),
  });

export const useProfitReport = (request: TProfitReportRequest, isEnabled = true) =>
  useQuery({ ...profitReportQuery(request), enabled: isEnabled });

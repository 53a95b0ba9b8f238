import type { TAgentTeamReportRequest, ZAgentTeamReportResponse } from '@lottery/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '../../../shared/api/http-client.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';

export type TTeamReport = z.output<typeof ZAgentTeamReportResponse>;
export type TTeamFigures = TTeamReport['Total'];
export type TTeamMemberRow = TTeamReport['Members'][number];

/**
 * POST /api/AgentReport/Team: the agent's team (or, with LoginId, a member's team below it) per
 * direct member, per level, per day and in total over site dates.
 */
export const getTeamReport = (request: TAgentTeamReportRequest) =>
  apiPost<TTeamReport>('/api/AgentReport/Team', request);

export const teamReportQuery = (request: TAgentTeamReportRequest) =>
  queryOptions({
    queryKey: [...recordsKey, 'team', request],
    queryFn: () => getTeamReport(request),
    // Paging and drilling keep the last table on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useTeamReport = (request: TAgentTeamReportRequest, isEnabled = true) =>
  useQuery({ ...teamReportQuery(request), enabled: isEnabled });
